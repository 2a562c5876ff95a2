export { ACCESS_TEST_TEXT, AccessTestScreen, type AccessTestScreenProps } from './AccessTestScreen';
export { ACCESS_TEST_ROWS, DEVELOPER_ROLE_OPTIONS, lockedFeatureMessage } from './accessTestRules';
