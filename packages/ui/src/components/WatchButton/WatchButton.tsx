import { Button } from '../Button';

export const WATCH_BUTTON_TEXT = {
  watch: 'Watch this lot',
  watching: 'Watching',
  pending: 'Saving…',
  hint: 'You are told in the app when an import brings this lot a new sale, violation, permit, complaint, eviction filing or tax lien.',
} as const;

export interface WatchButtonProps {
  /** The caller watches the lot. */
  watching: boolean;
  /** A watch or unwatch is on its way. */
  pending?: boolean;
  onWatch: () => void;
  onUnwatch: () => void;
}

/** Watch / stop watching a lot: a toggle button (`aria-pressed`) whose title says what watching does. */
export function WatchButton({ watching, pending = false, onWatch, onUnwatch }: WatchButtonProps) {
  return (
    <Button
      variant={watching ? 'success' : 'secondary'}
      aria-pressed={watching}
      title={WATCH_BUTTON_TEXT.hint}
      loading={pending}
      loadingText={WATCH_BUTTON_TEXT.pending}
      onClick={watching ? onUnwatch : onWatch}
    >
      {watching ? WATCH_BUTTON_TEXT.watching : WATCH_BUTTON_TEXT.watch}
    </Button>
  );
}
