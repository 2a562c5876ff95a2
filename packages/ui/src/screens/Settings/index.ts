export {
  SETTINGS_TEXT,
  SettingsScreen,
  type PasswordChange,
  type PreferenceSettings,
  type ProfileSettings,
  type SettingsScreenProps,
} from './SettingsScreen';
