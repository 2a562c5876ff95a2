import * as styles from './RoleBadge.css';

/** The badge colour of a role: owner purple, admin blue, analyst green, anything else gray. */
export function roleTone(role: string | null | undefined): 'owner' | 'admin' | 'analyst' | 'other' {
  return role === 'owner' || role === 'admin' || role === 'analyst' ? role : 'other';
}

export interface RoleBadgeProps {
  /** An organization role (owner, admin, analyst) or any other role word (shown gray). */
  role: string;
  className?: string;
}

/** A pill naming a role in its spec colour. */
export function RoleBadge({ role, className }: RoleBadgeProps) {
  return (
    <span className={[styles.roleBadge({ tone: roleTone(role) }), className].filter(Boolean).join(' ')} data-role={role}>
      {role}
    </span>
  );
}
