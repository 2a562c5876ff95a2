export { NOTIFICATION_BELL_TEXT, NotificationBell, type NotificationBellProps, type NotificationView } from './NotificationBell';
