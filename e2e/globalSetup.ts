/**
 * Once per e2e run, before any spec: builds the web app from the current sources (a stale
 * packages/app/dist would test old code; REI_E2E_SKIP_BUILD=1 keeps the one there), then starts
 * the app once on an empty data folder — migrations and the demo seed, as a first `rei start`
 * does — and stops it. Specs start their apps on copies of that folder (harness `startApp`).
 */
import { freePort, freshDataDir, removeDir, runCli, SCREENSHOT_DIR, startApp, TEMPLATE_DATA_DIR_VARIABLE } from './harness';

export default async function setup(): Promise<() => void> {
  // This run's screenshots replace the previous run's (each spec names its own: harness `shot`).
  removeDir(SCREENSHOT_DIR);
  if (process.env.REI_E2E_SKIP_BUILD !== '1') await runCli(['build'], {});
  const template = freshDataDir();
  const first = await startApp(template, await freePort(), 240_000, {}, { fromTemplate: false });
  if (!first.output().includes('Seeded demo data on the empty database.')) {
    await first.stop();
    throw new Error(`the template start did not seed the demo data:\n${first.output()}`);
  }
  await first.stop();
  // Test workers start after the global setup and inherit this process's environment.
  process.env[TEMPLATE_DATA_DIR_VARIABLE] = template;
  return () => removeDir(template);
}
