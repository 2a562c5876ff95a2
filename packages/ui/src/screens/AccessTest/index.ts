export { ACCESS_TEST_TEXT, AccessTestScreen, type AccessTestScreenProps } from './AccessTestScreen';
export {
  ACCESS_TEST_FEATURES,
  DEVELOPER_ROLE_OPTIONS,
  accessTestRole,
  isFeatureAccessible,
  lockedFeatureMessage,
  type FeatureToggles,
} from './accessTestRules';
