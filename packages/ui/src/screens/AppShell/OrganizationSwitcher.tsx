import { DropdownMenu } from 'radix-ui';
import { currentOrganization, type OrganizationMembership } from '@rei/engine';
import { RoleBadge } from '../Organization/RoleBadge';
import * as styles from './OrganizationSwitcher.css';

/** Every string the organization switcher in the shell's header shows (spec 1 §2). */
export const ORGANIZATION_SWITCHER_TEXT = {
  loading: 'Loading...',
  none: 'No organization',
  label: 'Organizations',
  triggerLabel: 'Switch organization',
  pending: 'Pending',
  create: 'Create organization',
} as const;

export interface OrganizationSwitcherProps {
  /** The signed-in user's memberships; pending ones (no acceptedAt) are listed but cannot be chosen. */
  memberships: readonly OrganizationMembership[];
  /** The stored selection; the current organization falls back to the first accepted membership. */
  selectedOrganizationId?: number | null;
  /** Memberships are still loading: shows 'Loading...'. */
  loading?: boolean;
  onSelectOrganization?: (organizationId: number) => void;
  /** Shows a 'Create organization' entry when given. */
  onCreateOrganization?: () => void;
  /** Stretch the trigger to its container (sidebar). */
  fullWidth?: boolean;
}

/** The organization menu of the shell: current organization, every membership with its role badge. */
export function OrganizationSwitcher({
  memberships,
  selectedOrganizationId,
  loading = false,
  onSelectOrganization,
  onCreateOrganization,
  fullWidth = false,
}: OrganizationSwitcherProps) {
  if (loading) {
    return (
      <span className={styles.status} role="status">
        {ORGANIZATION_SWITCHER_TEXT.loading}
      </span>
    );
  }
  const current = currentOrganization(memberships, selectedOrganizationId);
  if (memberships.length === 0 && !onCreateOrganization) {
    return <span className={styles.status}>{ORGANIZATION_SWITCHER_TEXT.none}</span>;
  }
  return (
    <DropdownMenu.Root>
      <DropdownMenu.Trigger className={[styles.trigger, fullWidth ? styles.triggerFull : ''].filter(Boolean).join(' ')} aria-label={`${ORGANIZATION_SWITCHER_TEXT.triggerLabel}: ${current?.organizationName ?? ORGANIZATION_SWITCHER_TEXT.none}`}>
        <span className={styles.triggerName}>{current?.organizationName ?? ORGANIZATION_SWITCHER_TEXT.none}</span>
        {current ? <RoleBadge role={current.role} /> : null}
        <svg className={styles.chevron} viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden="true">
          <path d="M6 9l6 6 6-6" />
        </svg>
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content className={styles.content} align="start" sideOffset={4}>
          <DropdownMenu.Label className={styles.label}>{ORGANIZATION_SWITCHER_TEXT.label}</DropdownMenu.Label>
          {memberships.length === 0 ? (
            <DropdownMenu.Item className={styles.item} disabled>
              {ORGANIZATION_SWITCHER_TEXT.none}
            </DropdownMenu.Item>
          ) : (
            <DropdownMenu.RadioGroup
              value={current ? String(current.organizationId) : ''}
              onValueChange={(value) => onSelectOrganization?.(Number(value))}
            >
              {memberships.map((membership) => {
                const isPending = !membership.acceptedAt;
                return (
                  <DropdownMenu.RadioItem
                    key={membership.organizationId}
                    className={styles.item}
                    value={String(membership.organizationId)}
                    disabled={isPending}
                  >
                    <span>{membership.organizationName}</span>
                    <span className={styles.itemMeta}>
                      {isPending ? <span className={styles.pending}>{ORGANIZATION_SWITCHER_TEXT.pending}</span> : null}
                      <RoleBadge role={membership.role} />
                    </span>
                  </DropdownMenu.RadioItem>
                );
              })}
            </DropdownMenu.RadioGroup>
          )}
          {onCreateOrganization ? (
            <>
              <DropdownMenu.Separator className={styles.separator} />
              <DropdownMenu.Item className={styles.item} onSelect={() => onCreateOrganization()}>
                {ORGANIZATION_SWITCHER_TEXT.create}
              </DropdownMenu.Item>
            </>
          ) : null}
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
