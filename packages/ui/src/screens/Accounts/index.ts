export { FORGOT_PASSWORD_TEXT, ForgotPasswordScreen, type ForgotPasswordScreenProps } from './ForgotPasswordScreen';
export { RESET_PASSWORD_TEXT, ResetPasswordScreen, type ResetPasswordScreenProps } from './ResetPasswordScreen';
export { VERIFY_EMAIL_TEXT, VerifyEmailScreen, type VerifyEmailLinkKind, type VerifyEmailScreenProps } from './VerifyEmailScreen';
export { INVITATION_TEXT, InvitationAcceptScreen, type InvitationAcceptScreenProps, type InvitationDetails } from './InvitationAcceptScreen';
export { type LinkStatus } from './linkStatus';
