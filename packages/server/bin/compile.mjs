/**
 * Compiles one TypeScript entry of the server into a single ES module with esbuild: the server's
 * sources and the workspace packages it imports (@rei/engine, by their `source` export
 * condition) are bundled; npm packages stay imports, resolved from this package's node_modules
 * as before. The product runs this way (`bin/run.mjs`), not through tsx: a loader transforming
 * every module as it loads keeps a second V8 isolate (Node runs loader hooks on a thread of their
 * own), the transformed code and its source maps in memory, about 110 MB of a server's 470 at
 * rest.
 *
 * Files keep their place: each module's `import.meta.url` is its own source file's URL, so what a
 * module reads beside itself (migrations, the starter data, the web app's folder, a worker's
 * module) is found as when it runs from the sources.
 *
 * The output lands in node_modules/.cache/rei/ (where its npm imports resolve) under a name
 * carrying its content's hash: processes running the same code share one file, a process never
 * loads a half-written one, and a file no process has written for a day is removed.
 */
import { createHash } from 'node:crypto';
import { mkdir, readdir, readFile, rename, rm, stat, utimes, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { threadId } from 'node:worker_threads';
import { build } from 'esbuild';

const PACKAGE_DIR = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
const CACHE_DIR = path.join(PACKAGE_DIR, 'node_modules', '.cache', 'rei');
const STALE_MS = 24 * 60 * 60 * 1000;
let partialCount = 0;
const LOADERS = { '.ts': 'ts', '.tsx': 'tsx', '.mts': 'ts', '.js': 'js', '.mjs': 'js' };

/** npm packages stay imports; the workspace's own (@rei/…) are compiled in from their sources. */
const npmPackagesExternal = {
  name: 'npm-packages-external',
  setup(builder) {
    builder.onResolve({ filter: /^[^./]/ }, (args) => (args.kind === 'entry-point' || args.path.startsWith('@rei/') ? undefined : { path: args.path, external: true }));
  },
};

/** Each of the repository's modules sees its own source file as `import.meta.url`. */
const sourceFileUrls = {
  name: 'source-file-urls',
  setup(builder) {
    builder.onLoad({ filter: /\.(m?ts|tsx|m?js)$/ }, async (args) => {
      if (args.path.includes(`${path.sep}node_modules${path.sep}`)) return undefined;
      const source = await readFile(args.path, 'utf8');
      if (!source.includes('import.meta.url')) return undefined;
      return { contents: source.replaceAll('import.meta.url', JSON.stringify(pathToFileURL(args.path).href)), loader: LOADERS[path.extname(args.path)] };
    });
  },
};

/** Removes compiled files of this entry that nothing has written for a day (older code). */
async function pruneStale(stem, keep) {
  const now = Date.now();
  for (const name of await readdir(CACHE_DIR)) {
    if (!name.startsWith(`${stem}-`) || name === keep) continue;
    const file = path.join(CACHE_DIR, name);
    const { mtimeMs } = await stat(file).catch(() => ({ mtimeMs: now }));
    if (now - mtimeMs > STALE_MS) await rm(file, { force: true });
  }
}

/**
 * Compiles `entry` (a path or file URL of a .ts module) and answers the compiled file's path.
 *
 * @example
 * const file = await compile(new URL('../src/cli.ts', import.meta.url));
 * const { main } = await import(pathToFileURL(file).href);
 */
export async function compile(entry) {
  const entryPath = entry instanceof URL ? fileURLToPath(entry) : path.resolve(entry);
  const result = await build({
    entryPoints: [entryPath],
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    conditions: ['source'],
    plugins: [npmPackagesExternal, sourceFileUrls],
    write: false,
    logLevel: 'silent',
  });
  const code = result.outputFiles[0].contents;
  const stem = path.basename(entryPath).replace(/\.[^.]+$/, '');
  const name = `${stem}-${createHash('sha256').update(code).digest('hex').slice(0, 16)}.mjs`;
  const file = path.join(CACHE_DIR, name);
  await mkdir(CACHE_DIR, { recursive: true });
  // Named by its content, a file already there holds this very code (files only ever appear
  // whole, by rename). Otherwise written beside it under a name no other compile uses (two calls
  // in one thread at once included) and renamed over it, so a process loading it never sees half.
  const present = await stat(file).then((info) => info.isFile(), () => false);
  if (present) {
    const now = new Date();
    await utimes(file, now, now).catch(() => undefined); // in use again: not stale for another day
  } else {
    const partial = `${file}.${process.pid}.${threadId}.${++partialCount}.partial`;
    await writeFile(partial, code);
    await rename(partial, file);
  }
  await pruneStale(stem, name);
  return file;
}
