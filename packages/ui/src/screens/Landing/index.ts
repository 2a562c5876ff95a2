export { LandingScreen, SIGN_UP_HREF, type LandingScreenProps } from './LandingScreen';
export { LANDING_SAMPLE, LANDING_TEXT } from './landingText';
