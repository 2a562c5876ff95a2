/**
 * The story harness: every story in the top-level `stories/` folder is composed with its
 * meta and the project annotations (.storybook/preview), rendered, played when it has a play
 * function, and checked with axe-core. A serious or critical violation fails the story.
 * Two test files share it (components, screens) so the two halves run in parallel.
 *
 * axe's color-contrast rule is off because jsdom computes no styles or layout;
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

/**
 * Declares the tests for a set of story files. Files are loaded one by one, so a story file
 * that fails to import fails its own test, not every story.
 */
export async function describeStories(storyLoaders: Record<string, () => Promise<StoryModule>>): Promise<void> {
  const entries: Array<[string, StoryModule | Error]> = [];
  for (const [path, load] of Object.entries(storyLoaders).sort(([a], [b]) => a.localeCompare(b))) {
    try {
      entries.push([path, await load()]);
    } catch (error) {
      entries.push([path, error instanceof Error ? error : new Error(String(error))]);
    }
  }

  it('finds story files', () => {
    expect(entries.length).toBeGreaterThan(0);
  });

  for (const [path, storyModule] of entries) {
    const title = path.replace(/^.*\/stories\//, '').replace(/\.stories\.tsx$/, '');
    describe(title, () => {
      if (storyModule instanceof Error) {
        it('imports', () => {
          throw storyModule;
        });
        return;
      }
      const stories = Object.entries(composeStories(storyModule) as Record<string, ComposedStory>);
      it('exports at least one story', () => {
        expect(stories.length).toBeGreaterThan(0);
      });
      for (const [name, Story] of stories) {
        it(`${name} renders, plays and has no serious accessibility violations`, async () => {
          await Story.run();
          // The story's container plus at least one element it rendered (skeleton-only loading states have no text).
          expect(document.body.querySelectorAll('*').length).toBeGreaterThan(1);
          expect(await accessibilityViolations()).toEqual([]);
        });
      }
    });
  }
}
