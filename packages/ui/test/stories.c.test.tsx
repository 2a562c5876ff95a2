/** The screen stories whose folder starts with C (the calculators and the cash-flow audit) rendered, played and checked with axe-core (see stories.a-b.test.tsx). */
import { describeStories } from './storyHarness';

await describeStories(import.meta.glob(['../../../stories/C*/**/*.stories.tsx']) as Parameters<typeof describeStories>[0]);
