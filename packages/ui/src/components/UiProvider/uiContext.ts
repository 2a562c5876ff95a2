import { createContext, useContext } from 'react';

/** True inside `<UiProvider>`; lets a lone Tooltip bring its own provider when there is none. */
export const UiProviderContext = createContext(false);

export function useInsideUiProvider(): boolean {
  return useContext(UiProviderContext);
}
