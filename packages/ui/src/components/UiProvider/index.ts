export { UiProvider, type UiProviderProps } from './UiProvider';
