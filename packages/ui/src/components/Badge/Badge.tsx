import type { HTMLAttributes, ReactNode } from 'react';
import * as styles from './Badge.css';

export const badgeTones = [
  'neutral',
  'accent',
  'success',
  'warning',
  'danger',
  'owner',
  'admin',
  'analyst',
  'member',
  'riskLow',
  'riskMedium',
  'riskHigh',
  'inverse',
] as const;
export type BadgeTone = (typeof badgeTones)[number];

export interface BadgeProps extends HTMLAttributes<HTMLSpanElement> {
  tone?: BadgeTone;
  /** A thin border in the text colour, for badges on tinted backgrounds. */
  outlined?: boolean;
  children: ReactNode;
}

/** A small pill label: plan names, roles, risk levels, statuses. Its text must say the meaning; colour only adds to it. */
export function Badge({ tone, outlined, className, children, ...rest }: BadgeProps) {
  return (
    <span className={[styles.badge({ tone, outlined }), className].filter(Boolean).join(' ')} {...rest}>
      {children}
    </span>
  );
}

/**
 * The badge tone of an organization role: owner purple, admin blue, analyst green,
 * any other role gray (spec 1).
 *
 * @example roleBadgeTone('owner') // 'owner'
 */
export function roleBadgeTone(role: string): BadgeTone {
  switch (role.toLowerCase()) {
    case 'owner':
      return 'owner';
    case 'admin':
      return 'admin';
    case 'analyst':
      return 'analyst';
    default:
      return 'member';
  }
}

/**
 * The badge tone of a risk level: Low green, Medium yellow, High red (anything else neutral).
 *
 * @example riskBadgeTone('High') // 'riskHigh'
 */
export function riskBadgeTone(level: string): BadgeTone {
  switch (level.toLowerCase()) {
    case 'low':
      return 'riskLow';
    case 'medium':
      return 'riskMedium';
    case 'high':
      return 'riskHigh';
    default:
      return 'neutral';
  }
}
