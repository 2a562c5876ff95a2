export { OnboardingScreen, type OnboardingScreenProps, type OnboardingValues } from './OnboardingScreen';
export { EXPERIENCE_OPTIONS, GOAL_OPTIONS, MARKET_OPTIONS, ONBOARDING_TEXT } from './onboardingText';
