export {
  VERIFY_EMAIL_BANNER_TEXT,
  VERIFY_EMAIL_RESEND_STATES,
  VerifyEmailBanner,
  type VerifyEmailBannerProps,
  type VerifyEmailResendState,
} from './VerifyEmailBanner';
