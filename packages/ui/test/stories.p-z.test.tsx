/** The screen stories whose folder starts with P–Z rendered, played and checked with axe-core (see stories.a-c.test.tsx). */
import { describeStories } from './storyHarness';

await describeStories(import.meta.glob(['../../../stories/[P-Z]*/**/*.stories.tsx']) as Parameters<typeof describeStories>[0]);
