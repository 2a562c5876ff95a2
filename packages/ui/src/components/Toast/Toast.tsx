import { createContext, useCallback, useContext, useMemo, useRef, useState, type ReactNode } from 'react';
import { Toast as RadixToast } from 'radix-ui';
import { Button } from '../Button';
import * as styles from './Toast.css';

/** Toasts: one at a time, shown for 5000 ms, dismissed by a swipe right past 50 px; F8 focuses the region (spec 1 §9). */
export const TOAST_LIMIT = 1;
export const TOAST_DURATION_MS = 5000;
export const TOAST_SWIPE_THRESHOLD_PX = 50;
export const TOAST_HOTKEY = ['F8'] as const;

export const toastTones = ['info', 'success', 'warning', 'destructive'] as const;
export type ToastTone = (typeof toastTones)[number];

export interface ToastOptions {
  title: string;
  description?: string;
  /** `destructive` for failures: a red toast naming what went wrong (spec 1 §8). */
  tone?: ToastTone;
  /** Milliseconds before it closes itself; defaults to 5000. */
  duration?: number;
  /** One optional action, e.g. "Upgrade"; `altText` says how to do it without the toast. */
  action?: { label: string; altText: string; onClick: () => void };
}

/** Each tone's icon, as SVG paths on a 24-unit grid (a check, an i, a triangle's !, a cross). */
const TONE_ICON_PATHS: Readonly<Record<ToastTone, string>> = {
  success: 'M20 6 9 17l-5-5',
  info: 'M12 16v-5M12 8h.01M22 12a10 10 0 1 1-20 0 10 10 0 0 1 20 0',
  warning: 'M12 9v4M12 17h.01M10.3 3.9 1.8 18a2 2 0 0 0 1.7 3h17a2 2 0 0 0 1.7-3L13.7 3.9a2 2 0 0 0-3.4 0',
  destructive: 'M18 6 6 18M6 6l12 12',
};

/** The tone's icon: decorative (the title says the same), hidden from assistive technology. */
function ToneIcon({ tone = 'info' }: { tone?: ToastTone }) {
  return (
    <svg
      className={styles.icon({ tone })}
      data-tone-icon={tone}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      <path d={TONE_ICON_PATHS[tone]} />
    </svg>
  );
}

interface QueuedToast extends ToastOptions {
  id: number;
  open: boolean;
}

export interface ToastApi {
  /** Shows a toast (queued behind the visible one); returns its id. */
  toast: (options: ToastOptions) => number;
  /** Closes a toast, or every toast when no id is given. */
  dismiss: (id?: number) => void;
}

const ToastContext = createContext<ToastApi | null>(null);

export interface ToastProviderProps {
  children: ReactNode;
  /** Accessible name of the notification region; "{hotkey}" is replaced by F8. */
  label?: string;
}

/**
 * Holds the toast queue and renders Radix's toast region (F8 moves focus there).
 * Only the first `TOAST_LIMIT` toasts are on screen; the next shows when one closes.
 */
export function ToastProvider({ children, label = 'Notifications ({hotkey})' }: ToastProviderProps) {
  const [queue, setQueue] = useState<QueuedToast[]>([]);
  const nextId = useRef(1);

  const toast = useCallback((options: ToastOptions) => {
    const id = nextId.current++;
    setQueue((current) => [...current, { ...options, id, open: true }]);
    return id;
  }, []);

  // A dismissed toast leaves the queue at once: Radix calls onOpenChange only for its own closes (button,
  // swipe, timer), so a toast merely marked closed would stay at the head and hold back every later one.
  const dismiss = useCallback((id?: number) => {
    setQueue((current) => (id === undefined ? [] : current.filter((item) => item.id !== id)));
  }, []);

  const api = useMemo<ToastApi>(() => ({ toast, dismiss }), [toast, dismiss]);
  const visible = queue.slice(0, TOAST_LIMIT);

  return (
    <ToastContext.Provider value={api}>
      <RadixToast.Provider
        duration={TOAST_DURATION_MS}
        swipeDirection="right"
        swipeThreshold={TOAST_SWIPE_THRESHOLD_PX}
        label="Notification"
      >
        {children}
        {visible.map((item) => (
          <RadixToast.Root
            key={item.id}
            open={item.open}
            duration={item.duration}
            type={item.tone === 'destructive' ? 'foreground' : 'background'}
            className={styles.toast({ tone: item.tone })}
            onOpenChange={(open) => {
              if (!open) setQueue((current) => current.filter((other) => other.id !== item.id));
            }}
          >
            <div className={styles.titleRow}>
              <ToneIcon tone={item.tone} />
              <RadixToast.Title className={styles.title}>{item.title}</RadixToast.Title>
            </div>
            {item.description ? (
              <RadixToast.Description className={styles.description}>{item.description}</RadixToast.Description>
            ) : null}
            {item.action ? (
              <div className={styles.actions}>
                <RadixToast.Action altText={item.action.altText} asChild>
                  <Button size="sm" variant="secondary" onClick={item.action.onClick}>
                    {item.action.label}
                  </Button>
                </RadixToast.Action>
              </div>
            ) : null}
            <RadixToast.Close className={styles.close} aria-label="Close notification">
              <span aria-hidden="true">×</span>
            </RadixToast.Close>
          </RadixToast.Root>
        ))}
        <RadixToast.Viewport className={styles.viewport} hotkey={[...TOAST_HOTKEY]} label={label} />
      </RadixToast.Provider>
    </ToastContext.Provider>
  );
}

/** The toast API of the nearest `ToastProvider` (or `UiProvider`). */
export function useToast(): ToastApi {
  const api = useContext(ToastContext);
  if (!api) throw new Error('useToast must be used inside <UiProvider> or <ToastProvider>');
  return api;
}
