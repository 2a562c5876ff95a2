import type { Preview } from '@storybook/react-vite';
import { lightTheme, UiProvider } from '@rei/ui';

// The theme class sits on <html> so Radix portals (dialogs, drawers, toasts, tooltips) inherit it.
if (typeof document !== 'undefined') {
  document.documentElement.classList.add(lightTheme);
  document.documentElement.lang = 'en';
}

const preview: Preview = {
  decorators: [
    (Story) => (
      <UiProvider>
        <Story />
      </UiProvider>
    ),
  ],
  parameters: {
    layout: 'padded',
    controls: { expanded: true, matchers: { color: /(background|color)$/i } },
    options: { storySort: { order: ['Components', 'Charts', '*'] } },
  },
};

export default preview;
