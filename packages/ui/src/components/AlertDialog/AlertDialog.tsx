import type { ReactNode } from 'react';
import { AlertDialog as RadixAlertDialog } from 'radix-ui';
import { Button } from '../Button';
import * as styles from '../Dialog/Dialog.css';

export interface AlertDialogProps {
  open?: boolean;
  defaultOpen?: boolean;
  onOpenChange?: (open: boolean) => void;
  /** The element that opens it (e.g. a Remove button); optional when `open` is controlled. */
  trigger?: ReactNode;
  title: ReactNode;
  /** What will happen, in plain words ("This removes Jane from Acme Capital."). */
  description: ReactNode;
  confirmLabel: string;
  cancelLabel?: string;
  onConfirm: () => void;
  onCancel?: () => void;
  /** `danger` for destructive actions (red confirm button). */
  tone?: 'danger' | 'primary';
  /** Shows the confirm button as busy and keeps the dialog open while the action runs. */
  confirming?: boolean;
  /** Label of the busy confirm button, e.g. "Removing…". */
  confirmingLabel?: string;
}

/**
 * A confirmation that interrupts: focus starts on Cancel, Escape cancels, clicking outside does nothing.
 * Confirm calls `onConfirm`; the dialog closes unless `confirming` keeps it open.
 */
export function AlertDialog({
  open,
  defaultOpen,
  onOpenChange,
  trigger,
  title,
  description,
  confirmLabel,
  cancelLabel = 'Cancel',
  onConfirm,
  onCancel,
  tone = 'danger',
  confirming = false,
  confirmingLabel,
}: AlertDialogProps) {
  return (
    <RadixAlertDialog.Root open={open} defaultOpen={defaultOpen} onOpenChange={onOpenChange}>
      {trigger ? <RadixAlertDialog.Trigger asChild>{trigger}</RadixAlertDialog.Trigger> : null}
      <RadixAlertDialog.Portal>
        <RadixAlertDialog.Overlay className={styles.overlay} />
        <RadixAlertDialog.Content className={styles.content({ size: 'md' })}>
          <div className={styles.titles}>
            <RadixAlertDialog.Title className={styles.title}>{title}</RadixAlertDialog.Title>
            <RadixAlertDialog.Description className={styles.description}>{description}</RadixAlertDialog.Description>
          </div>
          <div className={styles.footer}>
            <RadixAlertDialog.Cancel asChild>
              <Button variant="secondary" onClick={onCancel} disabled={confirming}>
                {cancelLabel}
              </Button>
            </RadixAlertDialog.Cancel>
            <RadixAlertDialog.Action asChild>
              <Button
                variant={tone === 'danger' ? 'danger' : 'primary'}
                loading={confirming}
                loadingText={confirmingLabel}
                onClick={(event) => {
                  if (confirming) {
                    event.preventDefault();
                    return;
                  }
                  onConfirm();
                }}
              >
                {confirmLabel}
              </Button>
            </RadixAlertDialog.Action>
          </div>
        </RadixAlertDialog.Content>
      </RadixAlertDialog.Portal>
    </RadixAlertDialog.Root>
  );
}
