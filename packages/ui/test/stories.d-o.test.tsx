/** The screen stories whose folder starts with D–O rendered, played and checked with axe-core (see stories.a-c.test.tsx). */
import { describeStories } from './storyHarness';

await describeStories(import.meta.glob(['../../../stories/[D-O]*/**/*.stories.tsx']) as Parameters<typeof describeStories>[0]);
