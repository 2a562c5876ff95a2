import { useId, useState } from 'react';
import { assignableRoles, type OrgRole } from '@rei/engine';
import { Button } from '../../components/Button';
import { Dialog, DialogClose } from '../../components/Dialog';
import { Select } from '../../components/Select';
import { ROLE_LABELS, ROLE_CHANGE_TEXT } from './organizationText';
import * as styles from './OrganizationScreen.css';

export interface MemberRoleControlProps {
  /** The member's name, for the control's label and the transfer dialog. */
  memberName: string;
  /** The member's current role. */
  role: OrgRole;
  /** The signed-in user's role in the organization: decides which roles are offered (none → nothing shown). */
  myRole: OrgRole;
  /**
   * Changes the role. `confirmOwnerTransfer` is true only after the transfer dialog was confirmed.
   * A returned promise keeps the transfer dialog open until it settles (closed when it resolves).
   */
  onChangeRole: (role: OrgRole, confirmOwnerTransfer: boolean) => void | Promise<void>;
  /** A change of this member's role is in flight. */
  changing?: boolean;
  /** Open the ownership transfer dialog initially (stories). */
  defaultTransferOpen?: boolean;
}

/**
 * A member's role as a choice for owners and admins (spec rules: `assignableRoles`), nothing for
 * anyone else. Choosing Owner does not change anything yet: a dialog says what an ownership
 * transfer does (the member becomes owner, you stay as admin) and asks for an explicit confirmation.
 */
export function MemberRoleControl({ memberName, role, myRole, onChangeRole, changing = false, defaultTransferOpen = false }: MemberRoleControlProps) {
  const [transferOpen, setTransferOpen] = useState(defaultTransferOpen);
  const [understood, setUnderstood] = useState(false);
  const [submitting, setSubmitting] = useState(false);
  const checkboxId = `transfer-${useId()}`;
  const roles = assignableRoles(myRole, role);
  if (roles.length === 0) return null;

  const choose = (next: string) => {
    if (next === role) return;
    if (next === 'owner') {
      setUnderstood(false);
      setTransferOpen(true);
      return;
    }
    // The app reports a refusal; the choice shows the stored role again when the list is read back.
    Promise.resolve(onChangeRole(next as OrgRole, false)).catch(() => {});
  };

  const confirm = async () => {
    setSubmitting(true);
    try {
      await onChangeRole('owner', true);
      setTransferOpen(false);
    } catch {
      // The app reports why; the dialog stays open.
    } finally {
      setSubmitting(false);
    }
  };

  return (
    <>
      <Select
        aria-label={ROLE_CHANGE_TEXT.roleOf(memberName)}
        value={role}
        disabled={changing}
        options={roles.map((option) => ({ value: option, label: ROLE_LABELS[option] }))}
        onValueChange={choose}
      />
      <Dialog
        open={transferOpen}
        onOpenChange={setTransferOpen}
        title={ROLE_CHANGE_TEXT.transferTitle(memberName)}
        description={ROLE_CHANGE_TEXT.transferDescription(memberName)}
        footer={
          <>
            <DialogClose asChild>
              <Button variant="secondary">{ROLE_CHANGE_TEXT.cancel}</Button>
            </DialogClose>
            <Button variant="danger" disabled={!understood} loading={submitting || changing} loadingText={ROLE_CHANGE_TEXT.transferring} onClick={() => void confirm()}>
              {ROLE_CHANGE_TEXT.confirmTransfer}
            </Button>
          </>
        }
      >
        <label className={styles.radio} htmlFor={checkboxId}>
          <input id={checkboxId} type="checkbox" checked={understood} onChange={(event) => setUnderstood(event.target.checked)} />
          {ROLE_CHANGE_TEXT.understand}
        </label>
      </Dialog>
    </>
  );
}
