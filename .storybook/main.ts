/**
 * Storybook configuration. Stories live in the top-level `stories/` folder, one folder per screen.
 * The React component library (@rei/ui) and its Storybook dependencies arrive with the UI issue;
 * until then this file only fixes where stories are found and which framework renders them.
 */
const config = {
  stories: ['../stories/**/*.stories.@(ts|tsx)'],
  framework: { name: '@storybook/react-vite', options: {} },
};

export default config;
