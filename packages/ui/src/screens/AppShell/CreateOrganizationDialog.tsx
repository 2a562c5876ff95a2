import { useId, useState, type FormEvent } from 'react';
import { ORGANIZATION_NAME_MAX_LENGTH, organizationNameProblem } from '@rei/engine';
import { Button } from '../../components/Button';
import { Dialog, DialogClose } from '../../components/Dialog';
import { Field, FieldErrors, type FieldErrorMap } from '../../components/Field';
import { Input } from '../../components/Input';
import * as styles from './AppShell.css';

/** Every string the Create organization dialog shows. */
export const CREATE_ORGANIZATION_TEXT = {
  title: 'Create organization',
  description: 'A shared workspace for a team: its own portfolio, saved analyses and members. You become its owner.',
  nameLabel: 'Organization name',
  nameHint: `For example "Halsey Street Capital". At most ${ORGANIZATION_NAME_MAX_LENGTH} characters.`,
  cancel: 'Cancel',
  create: 'Create organization',
  creating: 'Creating...',
} as const;

export interface CreateOrganizationDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /**
   * Creates the organization with the trimmed name. The dialog closes and clears once the
   * returned promise resolves, and stays open with the name kept when it rejects (the app
   * passes the server's reasons back as `fieldErrors`).
   */
  onCreate: (name: string) => void | Promise<void>;
  /** The server's reasons for the last refusal, by field ('name'). */
  fieldErrors?: FieldErrorMap | null;
  /** Stories: the name already typed. */
  defaultName?: string;
}

/** The Create organization dialog: one name field, checked by the engine's rule before it is sent. */
export function CreateOrganizationDialog({ open, onOpenChange, onCreate, fieldErrors = null, defaultName = '' }: CreateOrganizationDialogProps) {
  const formId = `create-organization-${useId()}`;
  const [name, setName] = useState(defaultName);
  const [problem, setProblem] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);

  const close = (next: boolean) => {
    if (!next) {
      setName(defaultName);
      setProblem(null);
    }
    onOpenChange(next);
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const found = organizationNameProblem(name);
    setProblem(found);
    if (found) return;
    setSubmitting(true);
    try {
      await onCreate(name.trim());
      close(false);
    } catch {
      // The app reports the refusal; the name stays so it can be corrected.
    } finally {
      setSubmitting(false);
    }
  };

  return (
    <Dialog
      open={open}
      onOpenChange={close}
      title={CREATE_ORGANIZATION_TEXT.title}
      description={CREATE_ORGANIZATION_TEXT.description}
      footer={
        <>
          <DialogClose asChild>
            <Button variant="secondary">{CREATE_ORGANIZATION_TEXT.cancel}</Button>
          </DialogClose>
          <Button type="submit" form={formId} variant="primary" loading={submitting} loadingText={CREATE_ORGANIZATION_TEXT.creating}>
            {CREATE_ORGANIZATION_TEXT.create}
          </Button>
        </>
      }
    >
      <FieldErrors errors={fieldErrors}>
        <form id={formId} className={styles.dialogForm} onSubmit={submit} noValidate>
          <Field label={CREATE_ORGANIZATION_TEXT.nameLabel} name="name" hint={CREATE_ORGANIZATION_TEXT.nameHint} error={problem ?? undefined} required>
            <Input
              value={name}
              autoComplete="organization"
              onChange={(event) => {
                setName(event.target.value);
                if (problem) setProblem(null);
              }}
            />
          </Field>
        </form>
      </FieldErrors>
    </Dialog>
  );
}
