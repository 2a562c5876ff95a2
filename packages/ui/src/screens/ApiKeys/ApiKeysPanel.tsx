import { useState } from 'react';
import { Badge } from '../../components/Badge';
import { Button } from '../../components/Button';
import { SecretShownOnce } from '../../components/SecretShownOnce';
import { Card } from '../../components/Card';
import { ErrorState } from '../../components/ErrorState';
import { Field } from '../../components/Field';
import { Input } from '../../components/Input';
import { Select } from '../../components/Select';
import { Skeleton } from '../../components/Skeleton';
import { Table } from '../../components/Table';
import { AlertDialog } from '../../components/AlertDialog';
import * as styles from './ApiKeysPanel.css';

export type ApiKeyScopeView = 'read' | 'read_write';

/** An API key as listed: never the key itself, which is shown once when it is made. */
export interface ApiKeyView {
  readonly id: number;
  readonly name: string;
  readonly scope: ApiKeyScopeView;
  readonly prefix: string;
  readonly createdBy: { readonly id: number; readonly name: string } | null;
  readonly createdAt: string;
  readonly lastUsedAt: string | null;
  readonly expiresAt: string | null;
  readonly status: 'active' | 'revoked' | 'expired' | 'suspended';
}

export interface ApiKeyCreateRequest {
  readonly name: string;
  readonly scope: ApiKeyScopeView;
  /** Days until it expires; null for no expiry. */
  readonly expiresInDays: number | null;
}

export interface ApiKeysPanelProps {
  keys: readonly ApiKeyView[];
  loading?: boolean;
  error?: string | null;
  onRetry?: () => void;
  /**
   * Why this person cannot make keys here (their plan lacks API access, or they are an analyst);
   * the panel then says so instead of the form. Null when they can.
   */
  lockedReason?: string | null;
  /** The key just made, shown once with a warning; cleared when dismissed. */
  createdKey?: { readonly name: string; readonly key: string } | null;
  onDismissCreated?: () => void;
  creating?: boolean;
  /** Field errors from the server, by field name ('name', 'scope', 'expiresAt'). */
  fieldErrors?: Readonly<Record<string, string>>;
  onCreate?: (request: ApiKeyCreateRequest) => void;
  onRevoke?: (key: ApiKeyView) => void;
  revokingId?: number | null;
}

export const API_KEYS_TEXT = {
  title: 'API keys',
  description:
    'Your own software calls REI with Authorization: Bearer <key>, working in this organization only. A read key can only read; a read-and-write key can also save properties, deals and reports. Keys cannot manage accounts, billing, members or other keys.',
  name: 'Key name',
  nameHint: 'What uses it, e.g. "Nightly CRM sync" (up to 80 characters).',
  scope: 'Access',
  expiry: 'Expires',
  create: 'Create key',
  creating: 'Creating…',
  createdTitle: (name: string) => `Key “${name}” created — copy it now`,
  createdWarning: 'This is the only time the key is shown: REI keeps only a fingerprint of it. Store it in your secret manager.',
  dismiss: 'I have stored it',
  caption: 'Keys of this organization',
  empty: 'No keys yet.',
  revoke: 'Revoke',
  revokeTitle: 'Revoke this key?',
  revokeDescription: (name: string) => `Software using “${name}” is refused from its next request, on every server. This cannot be undone.`,
  statusWords: { active: 'Active', revoked: 'Revoked', expired: 'Expired', suspended: 'Suspended' },
  suspendedHint: 'Suspended keys work again when their creator’s plan includes API access (Hunter).',
  never: 'never',
  noExpiry: 'no expiry',
} as const;

const SCOPE_OPTIONS = [
  { value: 'read', label: 'Read only' },
  { value: 'read_write', label: 'Read and write' },
] as const;
const EXPIRY_OPTIONS = [
  { value: '30', label: 'In 30 days' },
  { value: '90', label: 'In 90 days' },
  { value: '365', label: 'In a year' },
  { value: 'never', label: 'Never' },
] as const;

const day = (iso: string | null, fallback: string) => (iso ? iso.slice(0, 10) : fallback);

/**
 * Settings → API: the organization's keys (name, prefix, access, creator, created, last used,
 * expiry, status) with revoke after confirming, and the form that makes a key, shown once. When
 * the person cannot make keys the form is replaced by the reason (the plan that adds them).
 */
export function ApiKeysPanel({
  keys,
  loading = false,
  error = null,
  onRetry,
  lockedReason = null,
  createdKey = null,
  onDismissCreated,
  creating = false,
  fieldErrors = {},
  onCreate,
  onRevoke,
  revokingId = null,
}: ApiKeysPanelProps) {
  const [name, setName] = useState('');
  const [scope, setScope] = useState<ApiKeyScopeView>('read');
  const [expiry, setExpiry] = useState<string>('90');
  const [nameError, setNameError] = useState<string | null>(null);

  const submit = () => {
    const trimmed = name.trim();
    if (trimmed === '') return setNameError('Name the key: what will use it?');
    if (trimmed.length > 80) return setNameError('At most 80 characters.');
    setNameError(null);
    onCreate?.({ name: trimmed, scope, expiresInDays: expiry === 'never' ? null : Number(expiry) });
  };

  return (
    <Card title={API_KEYS_TEXT.title} description={API_KEYS_TEXT.description} as="section" headingLevel={2}>
      <div className={styles.stack}>
        {createdKey ? (
          <SecretShownOnce
            title={API_KEYS_TEXT.createdTitle(createdKey.name)}
            secret={createdKey.key}
            secretLabel="The new API key"
            warning={API_KEYS_TEXT.createdWarning}
            dismissLabel={API_KEYS_TEXT.dismiss}
            onDismiss={onDismissCreated}
          />
        ) : null}
        {lockedReason ? (
          <p role="note" className={styles.muted}>
            {lockedReason}
          </p>
        ) : onCreate ? (
          <form
            noValidate
            className={styles.form}
            onSubmit={(event) => {
              event.preventDefault();
              submit();
            }}
          >
            <Field label={API_KEYS_TEXT.name} hint={API_KEYS_TEXT.nameHint} error={nameError ?? fieldErrors['name']} required>
              <Input value={name} maxLength={120} onChange={(event) => setName(event.target.value)} />
            </Field>
            <Field label={API_KEYS_TEXT.scope} error={fieldErrors['scope']}>
              <Select options={SCOPE_OPTIONS} value={scope} onValueChange={(value) => setScope(value as ApiKeyScopeView)} />
            </Field>
            <Field label={API_KEYS_TEXT.expiry} error={fieldErrors['expiresAt']}>
              <Select options={EXPIRY_OPTIONS} value={expiry} onValueChange={setExpiry} />
            </Field>
            <div>
              <Button type="submit" loading={creating} loadingText={API_KEYS_TEXT.creating}>
                {API_KEYS_TEXT.create}
              </Button>
            </div>
          </form>
        ) : null}
        {loading ? (
          <Skeleton lines={3} label="Loading the API keys" />
        ) : error ? (
          <ErrorState title="Could not load the API keys" message={error} onRetry={onRetry} headingLevel={3} />
        ) : (
          <>
            <Table
              caption={API_KEYS_TEXT.caption}
              captionVisible={false}
              rows={keys}
              rowKey={(key) => key.id}
              emptyMessage={API_KEYS_TEXT.empty}
              density="compact"
              columns={[
                { key: 'name', header: 'Name', rowHeader: true },
                { key: 'prefix', header: 'Key', render: (key) => <code>{key.prefix}…</code> },
                { key: 'scope', header: 'Access', render: (key) => (key.scope === 'read' ? 'Read only' : 'Read and write') },
                { key: 'createdBy', header: 'Created by', render: (key) => key.createdBy?.name ?? '—' },
                { key: 'createdAt', header: 'Created', render: (key) => day(key.createdAt, '—') },
                { key: 'lastUsedAt', header: 'Last used', render: (key) => day(key.lastUsedAt, API_KEYS_TEXT.never) },
                { key: 'expiresAt', header: 'Expires', render: (key) => day(key.expiresAt, API_KEYS_TEXT.noExpiry) },
                {
                  key: 'status',
                  header: 'Status',
                  render: (key) => <Badge tone={key.status === 'active' ? 'success' : key.status === 'suspended' ? 'warning' : 'neutral'}>{API_KEYS_TEXT.statusWords[key.status]}</Badge>,
                },
                {
                  key: 'actions',
                  header: <span>Actions</span>,
                  render: (key) =>
                    onRevoke && key.status !== 'revoked' ? (
                      <AlertDialog
                        trigger={
                          <Button variant="ghost" size="sm" loading={revokingId === key.id} aria-label={`${API_KEYS_TEXT.revoke} ${key.name}`}>
                            {API_KEYS_TEXT.revoke}
                          </Button>
                        }
                        title={API_KEYS_TEXT.revokeTitle}
                        description={API_KEYS_TEXT.revokeDescription(key.name)}
                        confirmLabel={API_KEYS_TEXT.revoke}
                        onConfirm={() => onRevoke(key)}
                        tone="danger"
                      />
                    ) : null,
                },
              ]}
            />
            {keys.some((key) => key.status === 'suspended') ? <p className={styles.muted}>{API_KEYS_TEXT.suspendedHint}</p> : null}
          </>
        )}
      </div>
    </Card>
  );
}
