export { PlanLimitNotice, type PlanLimit, type PlanLimitNoticeProps } from './PlanLimitNotice';
