export {
  NOTIFICATION_EMAIL_MODES,
  SETTINGS_TEXT,
  SettingsScreen,
  type NotificationEmailMode,
  type PasswordChange,
  type ProfileSettings,
  type SettingsScreenProps,
} from './SettingsScreen';
export { EMAIL_CHANGE_TEXT, EmailChangeCard, type EmailChangeCardProps, type EmailChangeRequest } from './EmailChangeCard';
