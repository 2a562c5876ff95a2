/**
 * Builds the engine's API reference with TypeDoc: one module per public entry point, read from
 * package.json `exports` (each subpath's `source` file), plus the hand-written pages in docs/*.md
 * as project documents and the README as the front page.
 *
 *   node packages/engine/scripts/docs.mjs [--out <dir>]    (default: packages/engine/docs-site)
 *
 * Exported declarations without a doc comment are counted and the count printed, not listed
 * one warning each and not a failure: the reference is still useful with gaps, and the count
 * shows whether they shrink. Any other warning and every error are printed; an error fails.
 */
import { readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Application, LogLevel } from 'typedoc';

const packageDir = join(dirname(fileURLToPath(import.meta.url)), '..');
const manifest = JSON.parse(readFileSync(join(packageDir, 'package.json'), 'utf8'));

const outFlag = process.argv.indexOf('--out');
const out = outFlag === -1 ? join(packageDir, 'docs-site') : resolve(process.argv[outFlag + 1] ?? '');

/** Each public subpath and the source file it is built from, e.g. ['@rei/engine/buy-hold', 'src/entries/buy-hold.ts']. */
export function publicEntryPoints(pkg = manifest) {
  return Object.entries(pkg.exports)
    .filter(([, target]) => typeof target === 'object' && typeof target.source === 'string')
    .map(([subpath, target]) => [subpath === '.' ? pkg.name : `${pkg.name}/${subpath.slice(2)}`, target.source]);
}

const entries = publicEntryPoints();
const moduleNameOfFile = new Map(entries.map(([name, source]) => [resolve(packageDir, source), name]));

// TypeDoc resolves some paths against the working directory; run from the package so that the
// count of undocumented declarations is the same from the root script and from `pnpm docs`.
process.chdir(packageDir);

const started = performance.now();
const app = await Application.bootstrapWithPlugins({
  name: `${manifest.name} ${manifest.version}`,
  entryPoints: entries.map(([, source]) => join(packageDir, source)),
  entryPointStrategy: 'resolve',
  tsconfig: join(packageDir, 'tsconfig.json'),
  readme: join(packageDir, 'README.md'),
  projectDocuments: [join(packageDir, 'docs/*.md')],
  out,
  excludePrivate: true,
  excludeInternal: true,
  // The sources are already type-checked by the package's own typecheck.
  skipErrorChecking: true,
  includeVersion: false,
  githubPages: false,
  hideGenerator: true,
  sort: ['kind', 'alphabetical'],
  validation: { notExported: false, invalidLink: true, notDocumented: true },
  logLevel: LogLevel.Warn,
});

let undocumented = 0;
/** Undocumented declarations by kind ("Function", "Property", …). */
const undocumentedByKind = new Map();
const log = app.logger.log.bind(app.logger);
app.logger.log = (message, level) => {
  if (level === LogLevel.Warn && / does not have any documentation/.test(message)) {
    undocumented += 1;
    const kind = /\(([^)]+)\), defined in/.exec(message)?.[1] ?? 'other';
    undocumentedByKind.set(kind, (undocumentedByKind.get(kind) ?? 0) + 1);
    return;
  }
  log(message, level);
};

const project = await app.convert();
if (!project) {
  console.error('TypeDoc could not convert the engine sources.');
  process.exit(1);
}
// Name each module after its import path rather than its file ("entries/buy-hold").
for (const child of project.children ?? []) {
  const file = child.sources?.[0]?.fullFileName;
  const name = file && moduleNameOfFile.get(resolve(file));
  if (name) child.name = name;
}
app.validate(project);
await app.generateDocs(project, out);

const seconds = ((performance.now() - started) / 1000).toFixed(1);
console.log(
  `engine reference: ${entries.length} entry points, ${undocumented} exported declarations without a doc comment ` +
    `(not a failure), ${app.logger.warningCount} other warnings, ${app.logger.errorCount} errors, ${seconds} s → ${out}`,
);
if (undocumented > 0) {
  const byKind = [...undocumentedByKind].sort((a, b) => b[1] - a[1]).map(([kind, count]) => `${count} ${kind}`);
  console.log(`  without a doc comment: ${byKind.join(', ')}`);
}
if (app.logger.hasErrors()) process.exit(1);
