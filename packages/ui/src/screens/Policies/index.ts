export { PolicyScreen, type PolicyScreenProps } from './PolicyScreen';
export { POLICY_KINDS, POLICY_TEXTS, PRIVACY_TEXT, TERMS_TEXT, type PolicyKind, type PolicySection, type PolicyText } from './policyText';
