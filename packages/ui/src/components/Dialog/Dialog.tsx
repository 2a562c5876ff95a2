import type { ReactNode } from 'react';
import { Dialog as RadixDialog } from 'radix-ui';
import { IconButton } from '../IconButton';
import * as styles from './Dialog.css';

export interface DialogProps {
  /** Controlled open state. Omit both `open` and `trigger` and the dialog never shows. */
  open?: boolean;
  defaultOpen?: boolean;
  onOpenChange?: (open: boolean) => void;
  /** An element that opens the dialog (a Button); optional when `open` is controlled. */
  trigger?: ReactNode;
  /** Heading and accessible name of the dialog. */
  title: ReactNode;
  description?: ReactNode;
  children?: ReactNode;
  /** Buttons at the bottom right (e.g. Cancel + Send Invite). */
  footer?: ReactNode;
  size?: 'md' | 'wide';
  /** Label of the × button. */
  closeLabel?: string;
}

/** A modal dialog: focus moves in and is trapped, Escape or × closes it, focus returns to the trigger. */
export function Dialog({
  open,
  defaultOpen,
  onOpenChange,
  trigger,
  title,
  description,
  children,
  footer,
  size = 'md',
  closeLabel = 'Close',
}: DialogProps) {
  return (
    <RadixDialog.Root open={open} defaultOpen={defaultOpen} onOpenChange={onOpenChange}>
      {trigger ? <RadixDialog.Trigger asChild>{trigger}</RadixDialog.Trigger> : null}
      <RadixDialog.Portal>
        <RadixDialog.Overlay className={styles.overlay} />
        <RadixDialog.Content
          className={styles.content({ size })}
          {...(description ? {} : { 'aria-describedby': undefined })}
        >
          <div className={styles.titles}>
            <RadixDialog.Title className={styles.title}>{title}</RadixDialog.Title>
            {description ? <RadixDialog.Description className={styles.description}>{description}</RadixDialog.Description> : null}
          </div>
          {children}
          {footer ? <div className={styles.footer}>{footer}</div> : null}
          {/* Last in the DOM so opening the dialog focuses its first field, not ×; drawn top right. */}
          <RadixDialog.Close asChild>
            <IconButton aria-label={closeLabel} icon="×" size="sm" className={styles.close} />
          </RadixDialog.Close>
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}

/** Wrap a footer button so that pressing it closes the enclosing Dialog or Drawer (e.g. Cancel). */
export const DialogClose = RadixDialog.Close;
