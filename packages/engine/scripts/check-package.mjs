#!/usr/bin/env node
/**
 * `pnpm --filter @rei/engine check:package` — what a team installing @rei/engine gets, checked on
 * the packed tarball (not the workspace):
 *   1. build and `pnpm pack` (publishConfig.exports: no `source` condition, no source maps);
 *   2. publint --strict and are-the-types-wrong (node16 profile: CJS, ESM and bundler resolution);
 *   3. the API report (api/engine.api.md) is current;
 *   4. a fresh folder outside the workspace with the tarball installed (extracted into
 *      node_modules, its two dependencies linked): ESM import and CJS require each catch a bad input
 *      with `isEngineInputError`, across builds too, and a misspelled key throws naming it;
 *   5. size budgets: esbuild bundles (minified, gzip) of single imports from that install.
 * Exits non-zero on the first failing step; prints each budget's figure beside its goal.
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, realpathSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { build } from 'esbuild';
import { BUDGETS } from './budgets.mjs';

const packageDir = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const bin = (name) => join(packageDir, 'node_modules', '.bin', name);
const work = mkdtempSync(join(tmpdir(), 'rei-engine-check-'));
const started = Date.now();

function step(title) {
  console.log(`\n▶ ${title} (${((Date.now() - started) / 1000).toFixed(1)} s)`);
}
function run(command, args, options = {}) {
  execFileSync(command, args, { stdio: 'inherit', cwd: packageDir, ...options });
}
function fail(message) {
  console.error(`\n✖ ${message}`);
  process.exitCode = 1;
  throw new Error(message);
}

try {
  step('build');
  run('pnpm', ['run', '--silent', 'build'], { stdio: ['ignore', 'ignore', 'inherit'] });

  step('pack');
  const packDir = join(work, 'pack');
  mkdirSync(packDir);
  run('pnpm', ['pack', '--pack-destination', packDir], { stdio: ['ignore', 'ignore', 'inherit'] });
  const tarball = join(packDir, readdirSync(packDir).find((f) => f.endsWith('.tgz')));
  const consumer = join(work, 'consumer');
  const installed = join(consumer, 'node_modules', '@rei', 'engine');
  mkdirSync(installed, { recursive: true });
  run('tar', ['-xzf', tarball, '-C', installed, '--strip-components=1']);
  const packed = JSON.parse(readFileSync(join(installed, 'package.json'), 'utf8'));
  const files = execFileSync('tar', ['-tzf', tarball], { encoding: 'utf8' }).split('\n').filter(Boolean);
  if (JSON.stringify(packed.exports).includes('"source"')) fail('the packed package.json still exports a "source" condition');
  if (files.some((f) => f.endsWith('.map'))) fail('the tarball ships source maps (build them only with ENGINE_SOURCEMAP=1)');
  if (files.some((f) => f.startsWith('package/src/'))) fail('the tarball ships src/');
  console.log(`${tarball.split('/').pop()}: ${files.length} files, ${(readFileSync(tarball).length / 1024).toFixed(0)} KB`);

  step('publint --strict');
  run(bin('publint'), ['run', tarball, '--strict']);

  step('are the types wrong (node16 profile)');
  run(bin('attw'), [tarball, '--profile', 'node16', '--format', 'table-flipped', '--no-emoji']);

  step('API report');
  run(process.execPath, [join(packageDir, 'scripts', 'api-report.mjs'), '--check']);

  step('fresh consumer: ESM import, CJS require, the guard across builds');
  // The tarball's two dependencies, linked from the workspace's install (no network needed).
  const engineRequire = createRequire(join(packageDir, 'package.json'));
  for (const dep of Object.keys(packed.dependencies ?? {})) {
    const depDir = realpathSync(dirname(engineRequire.resolve(`${dep}/package.json`)));
    symlinkSync(depDir, join(consumer, 'node_modules', dep), 'dir');
  }
  writeFileSync(join(consumer, 'package.json'), JSON.stringify({ name: 'consumer', private: true, type: 'module' }));
  writeFileSync(
    join(consumer, 'esm.mjs'),
    `import assert from 'node:assert/strict';
import { createRequire } from 'node:module';
import { calculateBuyHold, isEngineInputError, EngineInputError } from '@rei/engine';
import { monthlyPayment } from '@rei/engine/amortization';
import { calculateBrrr } from '@rei/engine/brrr';
import { formatCurrency } from '@rei/engine/format';
const cjs = createRequire(import.meta.url)('@rei/engine');
function caught(run) { try { run(); } catch (error) { return error; } assert.fail('no error thrown'); }
const typo = caught(() => calculateBuyHold({ purchasPrice: 900000 }));
assert.ok(isEngineInputError(typo));
assert.deepEqual(typo.fields, ['purchasPrice']);
assert.match(typo.message, /purchasPrice: unknown field — did you mean \`purchasePrice\`\\?/);
const missing = caught(() => monthlyPayment({ principal: 1000, annualRatePercent: 5 }));
assert.ok(isEngineInputError(missing) && missing.issues[0].message.startsWith('is required: the number of monthly payments'));
assert.ok(isEngineInputError(caught(() => calculateBrrr({ purchasePrice: -1 }))));
// An error from the CJS build is caught by the ESM guard and instanceof, and the other way round.
const fromCjs = caught(() => cjs.calculateBuyHold({ vacancyRate: 140 }));
assert.ok(isEngineInputError(fromCjs) && fromCjs instanceof EngineInputError);
assert.ok(cjs.isEngineInputError(typo) && typo instanceof cjs.EngineInputError);
assert.equal(monthlyPayment({ principal: 200000, annualRatePercent: 4.75, termMonths: 360 }), 1043.29);
assert.equal(formatCurrency(1043.286, { decimals: 2 }), '$1,043.29');
console.log('ESM consumer: ok');
`,
  );
  writeFileSync(
    join(consumer, 'cjs.cjs'),
    `const assert = require('node:assert/strict');
const { calculateWholesale, isEngineInputError } = require('@rei/engine');
const { calculateFixFlip } = require('@rei/engine/fix-flip');
const { nycClosingCosts } = require('@rei/engine/nyc-costs');
function caught(run) { try { run(); } catch (error) { return error; } assert.fail('no error thrown'); }
const typo = caught(() => calculateFixFlip({ rehabBudgt: 1 }));
assert.ok(isEngineInputError(typo));
assert.ok(typo.fields.includes('rehabBudgt'), typo.message);
assert.ok(isEngineInputError(caught(() => calculateWholesale({ arv: 'x' }))));
assert.ok(isEngineInputError(caught(() => nycClosingCosts({}))));
assert.equal(typeof calculateWholesale({ afterRepairValue: 300000, rehabCost: 40000, contractPrice: 150000 }).maxAllowableOffer, 'number');
console.log('CJS consumer: ok');
`,
  );
  run(process.execPath, ['esm.mjs'], { cwd: consumer });
  run(process.execPath, ['cjs.cjs'], { cwd: consumer });

  step('size budgets (esbuild, minified, gzip)');
  let over = 0;
  for (const budget of BUDGETS) {
    const result = await build({
      stdin: { contents: budget.code, resolveDir: consumer, loader: 'js' },
      bundle: true,
      minify: true,
      write: false,
      format: 'esm',
      platform: 'neutral',
      mainFields: ['module', 'main'],
      logLevel: 'error',
    });
    const gzip = gzipSync(result.outputFiles[0].contents, { level: 9 }).length;
    const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
    const meetsGoal = gzip <= budget.goal;
    const withinCeiling = budget.ceiling === undefined || gzip <= budget.ceiling;
    const verdict = meetsGoal ? 'ok' : withinCeiling ? `OVER GOAL by ${kb(gzip - budget.goal)} (allowed until met: ${kb(budget.ceiling)})` : 'FAIL';
    console.log(`${budget.name.padEnd(40)} ${kb(gzip).padStart(9)}  goal ${kb(budget.goal).padStart(8)}  ${verdict}`);
    if (!meetsGoal && (budget.ceiling === undefined || !withinCeiling)) over += 1;
  }
  if (over > 0) fail(`${over} size budget(s) exceeded`);

  console.log(`\n✔ @rei/engine package checks passed in ${((Date.now() - started) / 1000).toFixed(1)} s`);
} catch (error) {
  if (process.exitCode !== 1) console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
} finally {
  rmSync(work, { recursive: true, force: true });
}
