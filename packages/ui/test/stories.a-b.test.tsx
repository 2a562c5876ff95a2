/**
 * Every screen story (all of `stories/` except `stories/components/`) rendered, played and
 * checked with axe-core — see storyHarness.tsx. The screens are dealt into three files by the
 * first letter of their folder (A–B here; C, D–O and P–Z beside it) so that the test workers
 * share them; the last test here fails if a story folder falls outside the four.
 */
import { expect, it } from 'vitest';
import { describeStories } from './storyHarness';

await describeStories(import.meta.glob(['../../../stories/[A-B]*/**/*.stories.tsx']) as Parameters<typeof describeStories>[0]);

it('deals every screen story to one of the four story test files', () => {
  const all = Object.keys(import.meta.glob(['../../../stories/**/*.stories.tsx', '!../../../stories/components/**']));
  const dealt = Object.keys(
    import.meta.glob(['../../../stories/[A-B]*/**/*.stories.tsx', '../../../stories/C*/**/*.stories.tsx', '../../../stories/[D-O]*/**/*.stories.tsx', '../../../stories/[P-Z]*/**/*.stories.tsx']),
  );
  expect(all.length).toBeGreaterThan(50);
  expect([...dealt].sort()).toEqual([...all].sort());
});
