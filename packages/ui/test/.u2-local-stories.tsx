/**
 * The story harness: every story in the top-level `stories/` folder is composed with its
 * meta and the project annotations (.storybook/preview), rendered, played when it has a play
 * function, and checked with axe-core. A serious or critical violation fails the story.
 *
 * axe's color-contrast rule is off here because jsdom computes no styles or layout;
 * test/contrast.test.ts checks every theme colour pair instead.
 */
import { composeStories } from '@storybook/react';
import { describe, expect, it } from 'vitest';
import { accessibilityViolations } from './axe';

type StoryModule = Parameters<typeof composeStories>[0];
/** What the harness uses of a composed story: `run` mounts it, then plays it. */
interface ComposedStory {
  run: () => Promise<void>;
}

const storyModules = import.meta.glob<StoryModule>('../../../stories/{Organization,Dashboard,AppShell,NotFound,Landing,Login,Onboarding,Admin,AccessTest,Settings,Subscription,AiSummaries}/*.stories.tsx', { eager: true });

const entries = Object.entries(storyModules).sort(([a], [b]) => a.localeCompare(b));

it('finds story files', () => {
  expect(entries.length).toBeGreaterThan(0);
});

for (const [path, storyModule] of entries) {
  const title = path.replace(/^.*\/stories\//, '').replace(/\.stories\.tsx$/, '');
  describe(title, () => {
    const stories = Object.entries(composeStories(storyModule) as Record<string, ComposedStory>);
    it('exports at least one story', () => {
      expect(stories.length).toBeGreaterThan(0);
    });
    for (const [name, Story] of stories) {
      it(`${name} renders, plays and has no serious accessibility violations`, async () => {
        await Story.run();
        expect(document.body.textContent ?? '').not.toHaveLength(0);
        expect(await accessibilityViolations()).toEqual([]);
      });
    }
  });
}
