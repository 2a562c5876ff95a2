#!/usr/bin/env node
/**
 * Runs a TypeScript entry of the server compiled (`compile.mjs`), with plain Node: `rei` itself
 * (`node bin/run.mjs src/cli.ts start`) and the benchmarks, which measure the server as it runs.
 * An entry exporting `main` is called with the arguments after its path; any other runs as it
 * loads.
 *
 * Usage: node bin/run.mjs <entry.ts> [arguments…]
 */
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { compile } from './compile.mjs';

const [entry, ...args] = process.argv.slice(2);
if (!entry) {
  console.error('Usage: node bin/run.mjs <entry.ts> [arguments…]');
  process.exit(2);
}
const compiled = await compile(path.resolve(entry));
const module = await import(pathToFileURL(compiled).href);
if (typeof module.main === 'function') {
  await module.main(args).catch((error) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
}
