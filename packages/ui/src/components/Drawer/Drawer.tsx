import type { ReactNode } from 'react';
import { Dialog as RadixDialog } from 'radix-ui';
import { overlay } from '../Dialog/Dialog.css';
import { IconButton } from '../IconButton';
import * as styles from './Drawer.css';

export interface DrawerProps {
  open?: boolean;
  defaultOpen?: boolean;
  onOpenChange?: (open: boolean) => void;
  trigger?: ReactNode;
  /** Heading and accessible name. */
  title: ReactNode;
  description?: ReactNode;
  children?: ReactNode;
  /** Slides in from the left by default, as the 280 px mobile navigation menu does (spec 1 §2). */
  side?: 'left' | 'right';
  /** `wide` (520 px) for detail panels such as Legal Status Details. */
  width?: 'standard' | 'wide';
  closeLabel?: string;
}

/** A modal side panel built on Radix Dialog: focus trapped, Escape / × / overlay click close it. */
export function Drawer({
  open,
  defaultOpen,
  onOpenChange,
  trigger,
  title,
  description,
  children,
  side = 'left',
  width = 'standard',
  closeLabel = 'Close',
}: DrawerProps) {
  return (
    <RadixDialog.Root open={open} defaultOpen={defaultOpen} onOpenChange={onOpenChange}>
      {trigger ? <RadixDialog.Trigger asChild>{trigger}</RadixDialog.Trigger> : null}
      <RadixDialog.Portal>
        <RadixDialog.Overlay className={overlay} />
        <RadixDialog.Content className={styles.panel({ side, width })} {...(description ? {} : { 'aria-describedby': undefined })}>
          <div className={styles.header}>
            <RadixDialog.Title className={styles.title}>{title}</RadixDialog.Title>
            <RadixDialog.Close asChild>
              <IconButton aria-label={closeLabel} icon="×" size="sm" />
            </RadixDialog.Close>
          </div>
          {description ? <RadixDialog.Description className={styles.description}>{description}</RadixDialog.Description> : null}
          <div className={styles.body}>{children}</div>
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}
