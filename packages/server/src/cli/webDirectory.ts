import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { childProcessEnvironment } from '../config';

/** The workspace's web app package (packages/app), found by path: the server never imports it. */
export const APP_PACKAGE_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..', '..', 'app');

/** Where the web app's build lands by default (the app's `vite build` output). */
export const DEFAULT_WEB_DIR = path.join(APP_PACKAGE_DIR, 'dist');

/**
 * The folder of built web app files `rei start` serves: `REI_WEB_DIR` (`config.webDir`) when
 * set (e.g. a deployed copy), else the workspace's packages/app/dist.
 */
export function webDirectory(webDir: string | undefined): string {
  return path.resolve(webDir ?? DEFAULT_WEB_DIR);
}

/** Whether `webDir` holds a built web app (its index.html). */
export function hasWebBuild(webDir: string): boolean {
  return existsSync(path.join(webDir, 'index.html'));
}

/**
 * Builds the web app with the app package's own Vite into packages/app/dist. Runs with
 * NODE_ENV=production whatever the caller has: a test runner sets 'test', which would bundle
 * React's development build.
 */
export function buildWebApp(appDir: string = APP_PACKAGE_DIR): void {
  const vite = path.join(appDir, 'node_modules', 'vite', 'bin', 'vite.js');
  if (!existsSync(vite)) throw new Error(`Cannot build the web app: no Vite in ${appDir} (run pnpm install first).`);
  console.log('Building the web app…');
  const result = spawnSync(process.execPath, [vite, 'build', '--logLevel', 'warn'], {
    cwd: appDir,
    stdio: 'inherit',
    env: childProcessEnvironment({ NODE_ENV: 'production' }),
  });
  if (result.status !== 0) throw new Error('Building the web app failed (see the output above).');
}

/** What the web app is built from: the app, the component library and the engine it bundles. */
export const WEB_APP_SOURCES: readonly string[] = [
  path.join(APP_PACKAGE_DIR, 'src'),
  path.join(APP_PACKAGE_DIR, 'index.html'),
  path.join(APP_PACKAGE_DIR, '..', 'ui', 'src'),
  path.join(APP_PACKAGE_DIR, '..', 'engine', 'src'),
];

/**
 * The newest file under `sources` changed after the build in `webDir` (its index.html), or null
 * when the build is newer than every one of them. Walks the folders' modification times only (a
 * few thousand files, some milliseconds).
 */
export function sourceNewerThanBuild(webDir: string, sources: readonly string[] = WEB_APP_SOURCES): string | null {
  const built = statSync(path.join(webDir, 'index.html')).mtimeMs;
  let newest: { file: string; at: number } | null = null;
  const visit = (entry: string) => {
    if (!existsSync(entry)) return;
    const stat = statSync(entry);
    if (stat.isDirectory()) {
      for (const name of readdirSync(entry)) if (name !== 'node_modules' && !name.startsWith('.')) visit(path.join(entry, name));
    } else if (stat.mtimeMs > built && (newest === null || stat.mtimeMs > newest.at)) {
      newest = { file: entry, at: stat.mtimeMs };
    }
  };
  for (const source of sources) visit(source);
  return (newest as { file: string } | null)?.file ?? null;
}

/**
 * The web app folder to serve, built first when it is the default one and has no build yet (a
 * fresh clone) or its sources changed since it was built (a pull, an edit), so `rei start` never
 * serves old screens. A `REI_WEB_DIR` without an index.html is an error: nothing here can build it.
 */
export function ensureWebBuild(configuredWebDir: string | undefined, sources: readonly string[] = WEB_APP_SOURCES, build: () => void = buildWebApp): string {
  const webDir = webDirectory(configuredWebDir);
  if (hasWebBuild(webDir)) {
    if (configuredWebDir !== undefined) return webDir;
    const changed = sourceNewerThanBuild(webDir, sources);
    if (changed === null) return webDir;
    console.log(`The web app's sources changed since it was built (${path.relative(path.join(APP_PACKAGE_DIR, '..', '..'), changed)}); building it again.`);
    build();
    return webDir;
  }
  if (configuredWebDir !== undefined) throw new Error(`REI_WEB_DIR=${webDir} holds no built web app (no index.html).`);
  console.log('No built web app yet (first start).');
  build();
  return webDir;
}
