/**
 * Runs beside every e2e file: when a test fails, prints what the browser reported meanwhile
 * (console errors, page errors, answers of 400 and up, failed requests), so a failure in CI says
 * more than "the element did not appear".
 */
import { afterEach, beforeEach } from 'vitest';
import { takeBrowserLog } from './harness';

beforeEach(() => {
  takeBrowserLog();
});

afterEach((context) => {
  const lines = takeBrowserLog();
  if (context.task.result?.state !== 'fail' || lines.length === 0) return;
  console.log(`browser log of the failed test "${context.task.name}":\n  ${lines.join('\n  ')}`);
});
