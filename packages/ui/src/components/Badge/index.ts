export { Badge, badgeTones, riskBadgeTone, roleBadgeTone, type BadgeProps, type BadgeTone } from './Badge';
