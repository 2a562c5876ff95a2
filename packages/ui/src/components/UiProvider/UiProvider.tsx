import type { ReactNode } from 'react';
import { Tooltip as RadixTooltip } from 'radix-ui';
import { ToastProvider } from '../Toast';
import { TOOLTIP_DELAY_MS, TOOLTIP_SKIP_DELAY_MS } from '../Tooltip';
import { UiProviderContext } from './uiContext';

export interface UiProviderProps {
  children: ReactNode;
}

/**
 * Wrap the app (and every story — .storybook/preview does) once: the toast queue and region
 * (`useToast`) and the shared tooltip delays. The theme class goes on `<html>`: `lightTheme`.
 */
export function UiProvider({ children }: UiProviderProps) {
  return (
    <UiProviderContext.Provider value={true}>
      <RadixTooltip.Provider delayDuration={TOOLTIP_DELAY_MS} skipDelayDuration={TOOLTIP_SKIP_DELAY_MS}>
        <ToastProvider>{children}</ToastProvider>
      </RadixTooltip.Provider>
    </UiProviderContext.Provider>
  );
}
