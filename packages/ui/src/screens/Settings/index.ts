export {
  SETTINGS_TEXT,
  SettingsScreen,
  type PasswordChange,
  type ProfileSettings,
  type SettingsScreenProps,
} from './SettingsScreen';
export { EMAIL_CHANGE_TEXT, EmailChangeCard, type EmailChangeCardProps, type EmailChangeRequest } from './EmailChangeCard';
