#!/usr/bin/env node
/** After `changeset version`: ENGINE_VERSION (src/version.ts) follows package.json's version. */
import { readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const packageDir = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const { version } = JSON.parse(readFileSync(join(packageDir, 'package.json'), 'utf8'));
const file = join(packageDir, 'src', 'version.ts');
writeFileSync(file, `export const ENGINE_VERSION = '${version}';\n`);
console.log(`ENGINE_VERSION = ${version}`);
