export { LandingScreen, type LandingScreenProps } from './LandingScreen';
export { LANDING_SAMPLE, LANDING_TEXT } from './landingText';
