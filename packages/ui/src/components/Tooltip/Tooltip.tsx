import type { ReactElement, ReactNode } from 'react';
import { Tooltip as RadixTooltip } from 'radix-ui';
import { useInsideUiProvider } from '../UiProvider/uiContext';
import * as styles from './Tooltip.css';

/** Tooltips open after 700 ms; moving to another trigger within 300 ms opens its tooltip at once (spec 1 §9). */
export const TOOLTIP_DELAY_MS = 700;
export const TOOLTIP_SKIP_DELAY_MS = 300;
const TOOLTIP_SIDE_OFFSET = 6;

export interface TooltipProps {
  /** The tooltip text. It supplements the trigger's own accessible name, never replaces it. */
  content: ReactNode;
  /** One focusable element (a Button, IconButton, link). */
  children: ReactElement;
  side?: 'top' | 'right' | 'bottom' | 'left';
  /** Controlled open state (stories, tests). */
  open?: boolean;
  defaultOpen?: boolean;
  onOpenChange?: (open: boolean) => void;
}

/** A Radix tooltip on hover and keyboard focus. Shares `UiProvider`'s delay settings when inside one. */
export function Tooltip({ content, children, side = 'top', open, defaultOpen, onOpenChange }: TooltipProps) {
  const tooltip = (
    <RadixTooltip.Root open={open} defaultOpen={defaultOpen} onOpenChange={onOpenChange}>
      <RadixTooltip.Trigger asChild>{children}</RadixTooltip.Trigger>
      <RadixTooltip.Portal>
        <RadixTooltip.Content side={side} sideOffset={TOOLTIP_SIDE_OFFSET} className={styles.content}>
          {content}
          <RadixTooltip.Arrow className={styles.arrow} />
        </RadixTooltip.Content>
      </RadixTooltip.Portal>
    </RadixTooltip.Root>
  );
  if (useInsideUiProvider()) return tooltip;
  return (
    <RadixTooltip.Provider delayDuration={TOOLTIP_DELAY_MS} skipDelayDuration={TOOLTIP_SKIP_DELAY_MS}>
      {tooltip}
    </RadixTooltip.Provider>
  );
}
