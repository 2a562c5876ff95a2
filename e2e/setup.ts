/**
 * Runs beside every e2e file: when a test fails, prints what the browser reported meanwhile
 * (console errors, page errors, navigations, API answers, failed requests) and where each open
 * page stands (address, text, local storage keys, a screenshot) and the app's last log lines, so
 * a failure in CI says more than "the element did not appear".
 */
import { afterEach, beforeEach } from 'vitest';
import { describeOpenPages, recentAppOutput, takeBrowserLog } from './harness';

/** What the browser reported during the test before this one: a step can fail for what the one before left behind. */
let before: string[] = [];

beforeEach(() => {
  before.push(...takeBrowserLog());
});

afterEach(async (context) => {
  const lines = takeBrowserLog();
  const earlierLines = before;
  before = lines;
  if (context.task.result?.state !== 'fail') return;
  const pages = await describeOpenPages(context.task.name);
  const earlier = earlierLines.length > 0 ? ['(the test before)', ...earlierLines, '(this test)'] : [];
  console.log(`browser log of the failed test "${context.task.name}":\n  ${[...earlier, ...lines, ...pages, ...recentAppOutput()].join('\n  ')}`);
});
