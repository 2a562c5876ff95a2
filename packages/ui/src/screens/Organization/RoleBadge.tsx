import { Badge, roleBadgeTone } from '../../components/Badge';

/** The badge colour of a role: owner purple, admin blue, analyst green, anything else gray. */
export function roleTone(role: string | null | undefined): 'owner' | 'admin' | 'analyst' | 'other' {
  return role === 'owner' || role === 'admin' || role === 'analyst' ? role : 'other';
}

const ROLE_LABELS: Record<string, string> = { owner: 'Owner', admin: 'Admin', analyst: 'Analyst' };

export interface RoleBadgeProps {
  /** An organization role (owner, admin, analyst) or any other role word (shown gray). */
  role: string;
  className?: string;
}

/** A pill naming an organization role in the role's colour (owner purple, admin blue, analyst green, other gray). */
export function RoleBadge({ role, className }: RoleBadgeProps) {
  return (
    <Badge tone={roleBadgeTone(role)} className={className} data-role={role}>
      {ROLE_LABELS[role] ?? role}
    </Badge>
  );
}
