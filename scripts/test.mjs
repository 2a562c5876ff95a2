// `pnpm test`: builds the engine, runs the engine's tests with line coverage (threshold in
// vitest.config.ts), then every other project without coverage, and fails if either run failed.
//
// Coverage is measured on the engine only, but V8 collects it in every worker it is switched on
// in: on the 2-core CI machine the UI's story files ran about 14 % slower with it. Hence two runs.
// Extra arguments go to both runs; an `--outputFile=<file>` is given to the second, and the first
// writes beside it with `.engine` before the extension (`.tmp/vitest.json` → `.tmp/vitest.engine.json`).
import { spawnSync } from 'node:child_process';

const extra = process.argv.slice(2);

function run(command, args) {
  const result = spawnSync(command, args, { stdio: 'inherit', shell: process.platform === 'win32' });
  return result.status ?? 1;
}

function engineOutputFile(arg) {
  const match = /^--outputFile=(.+?)(\.[^./]+)?$/.exec(arg);
  return match ? `--outputFile=${match[1]}.engine${match[2] ?? ''}` : arg;
}

if (run('pnpm', ['--filter', '@rei/engine', 'build']) !== 0) process.exit(1);
const engine = run('pnpm', ['exec', 'vitest', 'run', '--project', 'engine', '--coverage', ...extra.map(engineOutputFile)]);
const rest = run('pnpm', ['exec', 'vitest', 'run', '--project', '!engine', ...extra]);
process.exit(engine !== 0 || rest !== 0 ? 1 : 0);
