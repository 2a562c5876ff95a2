/**
 * Every screen story (all of `stories/` except `stories/components/`) rendered, played and
 * checked with axe-core — see storyHarness.tsx.
 */
import { describeStories } from './storyHarness';

await describeStories(
  import.meta.glob(['../../../stories/**/*.stories.tsx', '!../../../stories/components/**']) as Parameters<typeof describeStories>[0],
);
