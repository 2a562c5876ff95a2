/**
 * @rei/ui — the public API: theme, provider, primitives, charts and screens, each named
 * explicitly so the export list is reviewable at a glance. Importing one primitive pulls only
 * its own module graph (ESM, `sideEffects` limited to stylesheets).
 */
import './theme/reset.css';

export {
  breakpoints,
  lightColours,
  lightTheme,
  mediaQueries,
  numeric,
  sprinkles,
  textColourPairs,
  vars,
  visuallyHidden,
  type ColourToken,
  type SpaceToken,
  type Sprinkles,
} from './theme';

export { UiProvider, type UiProviderProps } from './components/UiProvider';
export { Button, buttonSizes, buttonVariants, type ButtonProps, type ButtonSize, type ButtonVariant } from './components/Button';
export { IconButton, type IconButtonProps } from './components/IconButton';
export { Spinner, type SpinnerProps } from './components/Spinner';
export {
  TOAST_DURATION_MS,
  TOAST_HOTKEY,
  TOAST_LIMIT,
  TOAST_SWIPE_THRESHOLD_PX,
  ToastProvider,
  toastTones,
  useToast,
  type ToastApi,
  type ToastOptions,
  type ToastProviderProps,
  type ToastTone,
} from './components/Toast';
export { TOOLTIP_DELAY_MS, TOOLTIP_SKIP_DELAY_MS, Tooltip, type TooltipProps } from './components/Tooltip';

// ---- Screens (U2): AppShell, NotFound, Dashboard, Organization, Landing, Login, Onboarding, Admin,
// ---- AccessTest, Settings, Subscription, AiSummaries. Each folder's index.ts lists its exports.
export * from './screens/AppShell';
export * from './screens/NotFound';
export * from './screens/Dashboard';
export * from './screens/Organization';
