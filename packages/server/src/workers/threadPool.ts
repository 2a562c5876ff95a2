/**
 * Worker threads for CPU work the request thread must not do itself (report files, a screen's
 * engine runs): a `piscina` pool per task module, started on first use. When the pool cannot
 * start its worker, or a task dies with it, `run` answers null and the caller does the work on
 * its own thread from then on (the same module, only not isolated from requests). `stop` ends
 * the threads (the app's onClose, tests); the next task starts a new pool.
 *
 * A worker loads its module compiled (`bin/compile.mjs`, as the server itself runs): plain
 * JavaScript, no loader thread or transforms in the worker.
 */
import { pathToFileURL } from 'node:url';
import { Piscina } from 'piscina';
import { compile } from '../../bin/compile.mjs';

export interface ThreadPool<Task, Outcome> {
  /** The task's outcome from a worker thread, or null when the pool could not run it (run it on this thread). */
  run(task: Task): Promise<Outcome | null>;
  /** Ends the threads; the next `run` starts a new pool. */
  stop(): Promise<void>;
}

/**
 * A pool running the function `name` exported by the TypeScript module `file` (a URL relative to
 * the caller's `base`, written without its extension).
 *
 * @example
 * const pool = threadPool<RenderTask, RenderOutcome>(import.meta.url, './renderWorker', 'renderInWorker');
 * const outcome = await pool.run(task); // null: render here instead
 */
export function threadPool<Task, Outcome>(
  base: string,
  file: string,
  name: string,
  options: {
    threads?: number;
    resourceLimits?: { maxOldGenerationSizeMb?: number; maxYoungGenerationSizeMb?: number };
  } = {},
): ThreadPool<Task, Outcome> {
  const threads = options.threads ?? 1;
  let pool: Promise<Piscina<Task, Outcome>> | null = null;
  let broken = false;
  const start = async (): Promise<Piscina<Task, Outcome>> => {
    const compiled = await compile(new URL(`${file}.ts`, base));
    return new Piscina<Task, Outcome>({
      filename: pathToFileURL(compiled).href,
      name,
      minThreads: threads,
      maxThreads: threads,
      ...(options.resourceLimits ? { resourceLimits: options.resourceLimits } : {}),
    });
  };
  return {
    async run(task) {
      if (broken) return null;
      let active: Promise<Piscina<Task, Outcome>> | null = null;
      try {
        active = pool ??= start();
        return await (await active).run(task);
      } catch {
        // A pool that cannot run its worker is not tried again for every task; one stopped while
        // this task waited (the app closing) is not broken: the next task starts a new one.
        if (pool === active) {
          broken = true;
          pool = null;
          active?.then((piscina) => piscina.destroy()).catch(() => undefined);
        }
        return null;
      }
    },
    async stop() {
      const current = pool;
      pool = null;
      broken = false;
      if (current) await current.then((piscina) => piscina.destroy(), () => undefined);
    },
  };
}
