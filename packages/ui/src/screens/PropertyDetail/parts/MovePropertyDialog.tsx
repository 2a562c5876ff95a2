import { useId, useState, type FormEvent } from 'react';
import type { OrgRole } from '@rei/engine';
import { Button } from '../../../components/Button';
import { Dialog, DialogClose } from '../../../components/Dialog';
import { PlanLimitNotice, type PlanLimit } from '../../../components/PlanLimitNotice';
import * as styles from './MovePropertyDialog.css';

/** An organization the property may go to: one of the user's, where their role may add properties. */
export interface TransferTarget {
  organizationId: number;
  organizationName: string;
  role: OrgRole;
}

/** What the dialog submits. */
export interface PropertyTransferChoice {
  mode: 'move' | 'copy';
  targetOrganizationId: number;
}

export interface MovePropertyDialogProps {
  /** The property's address, named in the title. */
  address: string;
  /** The name of the organization it is in now. */
  fromOrganizationName: string;
  /** The user's other organizations (not the property's own). Empty: the dialog says why nothing can be chosen. */
  targets: readonly TransferTarget[];
  /** The user may move it (owner or admin there, or the analyst who added it); else only copying is offered. */
  canMove: boolean;
  /**
   * Moves or copies. When it returns a promise the dialog closes once it resolves and stays open
   * (with the choice kept) if it rejects.
   */
  onSubmit: (choice: PropertyTransferChoice) => void | Promise<void>;
  /** In flight (controlled by the app). */
  submitting?: boolean;
  /** Why the last attempt was refused; `limit` when the plan refused it (shown with an upgrade link). */
  error?: { message: string; limit?: PlanLimit | null } | null;
  /** Opens the plans in the app. */
  onUpgrade?: () => void;
  /** Initial state (stories). */
  defaultOpen?: boolean;
  defaultMode?: 'move' | 'copy';
}

export const MOVE_PROPERTY_TEXT = {
  trigger: 'Move or copy',
  title: (address: string) => `Move or copy ${address}`,
  description: (from: string) => `It is in ${from} now. A property lives in one organization, so it is moved or copied as a whole.`,
  modeLegend: 'What to do',
  move: 'Move',
  moveHelp: 'Its deals, AI summaries and reports go with it, and share links keep working. It leaves this organization.',
  copy: 'Copy',
  copyHelp: 'The other organization gets its own copy with the deals and AI summaries. This one keeps the property and its reports.',
  moveNotAllowed: 'Only an owner or admin here, or the person who added it, can move it; you can copy it.',
  targetLegend: 'To organization',
  noTargets: 'You are not a member of another organization. Create one or accept an invitation first.',
  planNote: 'It counts against your plan’s property limit, like adding it there.',
  submitMove: 'Move property',
  submitCopy: 'Copy property',
  working: 'Working...',
  cancel: 'Cancel',
  roleIn: (role: OrgRole) => `you are ${role}`,
} as const;

/**
 * Move or copy a property into another of the user's organizations: the mode (move only when
 * allowed), the target, what travels with it, and the plan limit when the plan refuses (with an
 * upgrade link). Radio groups: arrow keys move between choices.
 */
export function MovePropertyDialog({
  address,
  fromOrganizationName,
  targets,
  canMove,
  onSubmit,
  submitting = false,
  error = null,
  onUpgrade,
  defaultOpen = false,
  defaultMode,
}: MovePropertyDialogProps) {
  const [open, setOpen] = useState(defaultOpen);
  const [mode, setMode] = useState<'move' | 'copy'>(defaultMode ?? (canMove ? 'move' : 'copy'));
  const [target, setTarget] = useState<number | null>(targets[0]?.organizationId ?? null);
  const [busy, setBusy] = useState(false);
  const id = useId();
  const formId = `transfer-${id}`;
  const effectiveMode = canMove ? mode : 'copy';

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (target === null) return;
    setBusy(true);
    try {
      await onSubmit({ mode: effectiveMode, targetOrganizationId: target });
      setOpen(false);
    } catch {
      // The app shows why (`error`); keep the choice.
    } finally {
      setBusy(false);
    }
  };

  return (
    <Dialog
      open={open}
      onOpenChange={setOpen}
      trigger={<Button variant="secondary">{MOVE_PROPERTY_TEXT.trigger}</Button>}
      title={MOVE_PROPERTY_TEXT.title(address)}
      description={MOVE_PROPERTY_TEXT.description(fromOrganizationName)}
      footer={
        <>
          <DialogClose asChild>
            <Button variant="secondary">{MOVE_PROPERTY_TEXT.cancel}</Button>
          </DialogClose>
          <Button type="submit" form={formId} variant="primary" disabled={target === null} loading={submitting || busy} loadingText={MOVE_PROPERTY_TEXT.working}>
            {effectiveMode === 'move' ? MOVE_PROPERTY_TEXT.submitMove : MOVE_PROPERTY_TEXT.submitCopy}
          </Button>
        </>
      }
    >
      <form id={formId} className={styles.form} onSubmit={submit} noValidate>
        <fieldset className={styles.group}>
          <legend className={styles.legend}>{MOVE_PROPERTY_TEXT.modeLegend}</legend>
          {(['move', 'copy'] as const).map((option) => (
            <label key={option} className={styles.choice}>
              <input
                type="radio"
                name={`${formId}-mode`}
                value={option}
                checked={effectiveMode === option}
                disabled={option === 'move' && !canMove}
                onChange={() => setMode(option)}
              />
              <span className={styles.choiceText}>
                <span className={styles.choiceLabel}>{option === 'move' ? MOVE_PROPERTY_TEXT.move : MOVE_PROPERTY_TEXT.copy}</span>
                <span className={styles.help}>{option === 'move' ? MOVE_PROPERTY_TEXT.moveHelp : MOVE_PROPERTY_TEXT.copyHelp}</span>
              </span>
            </label>
          ))}
          {canMove ? null : <p className={styles.help}>{MOVE_PROPERTY_TEXT.moveNotAllowed}</p>}
        </fieldset>
        <fieldset className={styles.group}>
          <legend className={styles.legend}>{MOVE_PROPERTY_TEXT.targetLegend}</legend>
          {targets.length === 0 ? (
            <p className={styles.help}>{MOVE_PROPERTY_TEXT.noTargets}</p>
          ) : (
            targets.map((option) => (
              <label key={option.organizationId} className={styles.choice}>
                <input
                  type="radio"
                  name={`${formId}-target`}
                  value={option.organizationId}
                  checked={target === option.organizationId}
                  onChange={() => setTarget(option.organizationId)}
                />
                <span className={styles.choiceText}>
                  <span className={styles.choiceLabel}>{option.organizationName}</span>
                  <span className={styles.help}>{MOVE_PROPERTY_TEXT.roleIn(option.role)}</span>
                </span>
              </label>
            ))
          )}
        </fieldset>
        <p className={styles.help}>{MOVE_PROPERTY_TEXT.planNote}</p>
        {error ? (
          error.limit ? (
            <PlanLimitNotice message={error.message} limit={error.limit} {...(onUpgrade ? { onUpgrade } : {})} />
          ) : (
            <p className={styles.error} role="alert">
              {error.message}
            </p>
          )
        ) : null}
      </form>
    </Dialog>
  );
}
