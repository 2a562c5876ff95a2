import { spawn, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';

/** A `rei start` child process and the URL it listens on. */
export interface ServerProcess {
  readonly child: ChildProcess;
  readonly url: string;
  /** Milliseconds from spawn to the first 200 from /api/health. */
  readonly startupMs: number;
  output(): string;
  /** Resolves with the exit code (null when killed by a signal). */
  readonly exited: Promise<number | null>;
}

const PACKAGE_ROOT = fileURLToPath(new URL('..', import.meta.url));

/**
 * Spawns `rei start` (PORT=0, so the OS picks a port) with the given environment and waits
 * until /api/health answers 200.
 */
export async function spawnServer(env: Record<string, string>, timeoutMs = 120_000): Promise<ServerProcess> {
  const started = Date.now();
  const child = spawn(process.execPath, ['bin/run.mjs', 'src/cli.ts', 'start', '--api-only'], {
    cwd: PACKAGE_ROOT,
    env: { ...process.env, PORT: '0', HOST: '127.0.0.1', LOG_LEVEL: 'silent', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  let url: string | undefined;
  while (Date.now() - started < timeoutMs) {
    if (child.exitCode !== null || child.signalCode !== null) throw new Error(`server exited during start:\n${output}`);
    url ??= /listening on (http:\/\/\S+)/.exec(output)?.[1];
    if (url) {
      const health = await fetch(`${url}/api/health`).catch(() => undefined);
      if (health?.status === 200) return { child, url, startupMs: Date.now() - started, output: () => output, exited };
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  child.kill('SIGKILL');
  throw new Error(`server did not become healthy within ${timeoutMs} ms:\n${output}`);
}

/** POST/GET JSON helper; resolves with status and parsed body. */
export async function callJson(
  url: string,
  init: { method?: string; token?: string; body?: unknown } = {},
): Promise<{ status: number; data: any }> {
  const response = await fetch(url, {
    method: init.method ?? 'GET',
    headers: {
      ...(init.body !== undefined ? { 'content-type': 'application/json' } : {}),
      ...(init.token ? { authorization: `Bearer ${init.token}` } : {}),
    },
    body: init.body !== undefined ? JSON.stringify(init.body) : undefined,
  });
  const text = await response.text();
  let data: unknown;
  try {
    data = text ? JSON.parse(text) : undefined;
  } catch {
    data = text;
  }
  return { status: response.status, data };
}
