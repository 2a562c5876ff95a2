/**
 * Every primitive and chart story (`stories/components/`) rendered, played and checked with
 * axe-core — see storyHarness.tsx.
 */
import { describeStories } from './storyHarness';

await describeStories(import.meta.glob('../../../stories/components/**/*.stories.tsx') as Parameters<typeof describeStories>[0]);
