import type { ReactElement } from 'react';
import { AlertDialog } from '../../../components/AlertDialog';

export interface ConfirmRemoveDialogProps {
  /** The button that opens the confirmation. */
  trigger: ReactElement;
  title: string;
  description: string;
  confirmLabel: string;
  cancelLabel: string;
  onConfirm: () => void;
  /** Initial state (stories). */
  defaultOpen?: boolean;
}

/** The removal confirmation shared by portfolio cards and team members: a danger AlertDialog, focus on Cancel. */
export function ConfirmRemoveDialog({ trigger, title, description, confirmLabel, cancelLabel, onConfirm, defaultOpen }: ConfirmRemoveDialogProps) {
  return (
    <AlertDialog
      trigger={trigger}
      title={title}
      description={description}
      confirmLabel={confirmLabel}
      cancelLabel={cancelLabel}
      onConfirm={onConfirm}
      tone="danger"
      {...(defaultOpen ? { defaultOpen } : {})}
    />
  );
}
