/**
 * Worker threads for CPU work the request thread must not do itself (report files, a screen's
 * engine runs): a `piscina` pool per task module, started on first use. When the pool cannot
 * start its worker, or a task dies with it, `run` answers null and the caller does the work on
 * its own thread from then on (the same module, only not isolated from requests). `stop` ends
 * the threads (the app's onClose, tests); the next task starts a new pool.
 *
 * Running from the TypeScript sources (tsx: `rei start`, the tests, the benchmarks), a worker
 * loads its `.ts` module through tsx's ESM loader with the `source` export condition, so the
 * workspace packages (@rei/engine) resolve to their sources as in the server itself. Running from
 * compiled JavaScript, it loads the `.js` module beside the caller with Node's own resolution.
 */
import { createRequire } from 'node:module';
import { pathToFileURL } from 'node:url';
import { Piscina } from 'piscina';

/**
 * The worker's Node options when running from the sources: the `source` condition, and tsx's ESM
 * loader registered before piscina loads the task. tsx's `--import tsx/esm` registers on the main
 * thread only (Node 20), so a one-line module calls its API's `register()` in the worker itself.
 */
function sourceExecArgv(): string[] {
  // require.resolve answers the API's CommonJS file; its ES module sits beside it
  const tsxApi = pathToFileURL(createRequire(import.meta.url).resolve('tsx/esm/api').replace(/index\.cjs$/, 'index.mjs')).href;
  const registerTsx = `import { register } from ${JSON.stringify(tsxApi)}; register();`;
  return ['--conditions=source', '--import', `data:text/javascript,${encodeURIComponent(registerTsx)}`];
}

export interface ThreadPool<Task, Outcome> {
  /** The task's outcome from a worker thread, or null when the pool could not run it (run it on this thread). */
  run(task: Task): Promise<Outcome | null>;
  /** Ends the threads; the next `run` starts a new pool. */
  stop(): Promise<void>;
}

/**
 * A pool running the function `name` exported by the module `file` (a URL relative to the
 * caller's `base`, written without its extension: `.ts` or `.js` is chosen by how the caller runs).
 *
 * @example
 * const pool = threadPool<RenderTask, RenderOutcome>(import.meta.url, './renderWorker', 'renderInWorker');
 * const outcome = await pool.run(task); // null: render here instead
 */
export function threadPool<Task, Outcome>(
  base: string,
  file: string,
  name: string,
  options: { threads?: number; resourceLimits?: { maxOldGenerationSizeMb?: number; maxYoungGenerationSizeMb?: number } } = {},
): ThreadPool<Task, Outcome> {
  const threads = options.threads ?? 1;
  const fromSource = base.endsWith('.ts');
  let pool: Piscina<Task, Outcome> | null = null;
  let broken = false;
  const start = () =>
    new Piscina<Task, Outcome>({
      filename: new URL(`${file}${fromSource ? '.ts' : '.js'}`, base).href,
      name,
      minThreads: threads,
      maxThreads: threads,
      execArgv: fromSource ? sourceExecArgv() : [],
      ...(options.resourceLimits ? { resourceLimits: options.resourceLimits } : {}),
    });
  return {
    async run(task) {
      if (broken) return null;
      let active: Piscina<Task, Outcome> | null = null;
      try {
        active = pool ??= start();
        return await active.run(task);
      } catch {
        // A pool that cannot run its worker is not tried again for every task; one stopped while
        // this task waited (the app closing) is not broken: the next task starts a new one.
        if (pool === active) {
          broken = true;
          pool = null;
          active?.destroy().catch(() => undefined);
        }
        return null;
      }
    },
    async stop() {
      const current = pool;
      pool = null;
      broken = false;
      if (current) await current.destroy();
    },
  };
}
