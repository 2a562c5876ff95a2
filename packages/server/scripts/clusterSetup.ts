/**
 * Starts what the cluster script and its test check: N `rei start` processes on one PostgreSQL
 * database, in production mode, and nginx (Debian's package) in front of them, run in the
 * foreground from a config written to a temporary folder (no root-owned paths needed).
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { chmodSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { spawnServer, type ServerProcess } from './serverProcess';
import type { ClusterInstance, ClusterUnderTest } from './clusterChecks';

/** Where nginx is looked for when it is not on PATH (Debian installs it in /usr/sbin). */
const NGINX_CANDIDATES = ['nginx', '/usr/sbin/nginx'];

/** The nginx binary, or undefined when it is not installed. */
export function findNginx(): string | undefined {
  return NGINX_CANDIDATES.find((candidate) => spawnSync(candidate, ['-v'], { stdio: 'ignore' }).status === 0);
}

/** A free TCP port on 127.0.0.1 (asked of the OS, then released for nginx to take). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

/**
 * The balancer's config: round robin over the upstreams; a request whose upstream cannot be
 * reached (connection refused, timeout) goes to the next one. nginx never re-sends a POST that
 * reached an upstream, so a write is answered once or not at all — what "no acknowledged write
 * lost" needs. X-Forwarded-For carries the client address (the instances trust loopback).
 */
export function nginxConfig(options: { dir: string; listenPort: number; upstreamPorts: readonly number[] }): string {
  const { dir } = options;
  const servers = options.upstreamPorts.map((port) => `    server 127.0.0.1:${port} max_fails=1 fail_timeout=10s;`).join('\n');
  return `# Written by the REI cluster script; run with nginx -c <this file> -g 'daemon off;'.
worker_processes 1;
error_log ${dir}/error.log warn;
pid ${dir}/nginx.pid;

events {
  worker_connections 4096;
}

http {
  access_log off;
  client_body_temp_path ${dir}/client_body;
  proxy_temp_path ${dir}/proxy;
  fastcgi_temp_path ${dir}/fastcgi;
  uwsgi_temp_path ${dir}/uwsgi;
  scgi_temp_path ${dir}/scgi;

  upstream rei {
${servers}
    keepalive 64;
  }

  server {
    listen 127.0.0.1:${options.listenPort};
    location / {
      proxy_pass http://rei;
      proxy_http_version 1.1;
      proxy_set_header Connection "";
      proxy_set_header Host $host;
      proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
      proxy_next_upstream error timeout;
      proxy_next_upstream_tries 3;
      proxy_connect_timeout 2s;
      proxy_read_timeout 60s;
    }
  }
}
`;
}

export interface Balancer {
  readonly url: string;
  stop(): Promise<void>;
}

/** Writes the config to a temporary folder and runs nginx in the foreground; resolves once it answers. */
export async function startNginx(upstreamPorts: readonly number[]): Promise<Balancer> {
  const nginx = findNginx();
  if (!nginx) throw new Error("nginx is not installed: run 'apt-get install -y nginx' (scripts/install-chromium.sh does it in CI)");
  const dir = mkdtempSync(join(tmpdir(), 'rei-nginx-'));
  // Run as root, nginx's workers drop to nobody, who must reach the temp paths inside.
  chmodSync(dir, 0o755);
  const listenPort = await freePort();
  const configFile = join(dir, 'nginx.conf');
  writeFileSync(configFile, nginxConfig({ dir, listenPort, upstreamPorts }));
  const child: ChildProcess = spawn(nginx, ['-c', configFile, '-p', dir, '-g', 'daemon off;'], { stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<void>((resolve) => child.on('exit', () => resolve()));
  const url = `http://127.0.0.1:${listenPort}`;
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      child.kill('SIGTERM');
      await exited;
    }
    rmSync(dir, { recursive: true, force: true });
  };
  const started = Date.now();
  while (Date.now() - started < 15_000) {
    if (child.exitCode !== null) {
      const log = (() => {
        try {
          return readFileSync(join(dir, 'error.log'), 'utf8');
        } catch {
          return '';
        }
      })();
      await stop();
      throw new Error(`nginx exited at start:\n${output}\n${log}`);
    }
    const health = await fetch(`${url}/api/health`).catch(() => undefined);
    if (health?.status === 200) return { url, stop };
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  await stop();
  throw new Error(`nginx did not answer within 15 s:\n${output}`);
}

export interface ClusterOptions {
  /** Number of instances (default 2). */
  readonly instances?: number;
  /** The (scratch) database every instance uses. */
  readonly databaseUrl: string;
  /** With it the instances keep their limits in this Redis, under `redisKeyPrefix`. */
  readonly redisUrl?: string;
  readonly redisKeyPrefix?: string;
  readonly loginMaxFailures?: number;
  readonly registrationsPerAddress?: number;
}

export interface RunningCluster extends ClusterUnderTest {
  readonly processes: readonly ServerProcess[];
  /** Ports of the instances, in order. */
  readonly ports: readonly number[];
  /** Stops nginx and every instance still running. */
  stop(): Promise<void>;
}

/**
 * Starts the instances one after another (the first migrates and seeds the empty database; the
 * others find it ready), then nginx over all of them.
 */
export async function startCluster(options: ClusterOptions): Promise<RunningCluster> {
  const count = options.instances ?? 2;
  const loginMaxFailures = options.loginMaxFailures ?? 5;
  const registrationsPerAddress = options.registrationsPerAddress ?? 4;
  const env: Record<string, string> = {
    NODE_ENV: 'production',
    DATABASE_URL: options.databaseUrl,
    DATABASE_POOL_SIZE: '10',
    // With DATABASE_URL the server runs demo billing only when asked for explicitly.
    REI_BILLING: 'demo',
    // nginx on loopback is the proxy whose X-Forwarded-For names the client.
    TRUST_PROXY: 'loopback',
    NYC_LIVE: 'off',
    // The NYC starter dataset plays no part in the checks; leaving it out makes starts quick.
    REI_STARTER_DATA: '0',
    LOGIN_MAX_FAILURES: String(loginMaxFailures),
    REGISTRATIONS_PER_ADDRESS_PER_HOUR: String(registrationsPerAddress),
    // The kill check's writes are organizations, far more than a person's daily limit.
    ORGANIZATIONS_PER_USER_PER_DAY: '1000000',
    REDIS_URL: options.redisUrl ?? '',
    REDIS_KEY_PREFIX: options.redisKeyPrefix ?? '',
  };
  const processes: ServerProcess[] = [];
  let balancer: Balancer | undefined;
  const stop = async () => {
    await balancer?.stop();
    await Promise.all(
      processes.map(async (server) => {
        if (server.child.exitCode === null && server.child.signalCode === null) {
          server.child.kill('SIGTERM');
          const timer = setTimeout(() => server.child.kill('SIGKILL'), 10_000);
          await server.exited;
          clearTimeout(timer);
        }
      }),
    );
  };
  try {
    for (let i = 0; i < count; i += 1) processes.push(await spawnServer(env));
    const ports = processes.map((server) => Number(new URL(server.url).port));
    balancer = await startNginx(ports);
    const instances: ClusterInstance[] = processes.map((server) => ({
      url: server.url,
      async kill() {
        if (server.child.exitCode !== null || server.child.signalCode !== null) return;
        server.child.kill('SIGKILL');
        await server.exited;
      },
    }));
    return {
      instances,
      processes,
      ports,
      balancerUrl: balancer.url,
      databaseUrl: options.databaseUrl,
      loginMaxFailures,
      registrationsPerAddress,
      stop,
    };
  } catch (error) {
    await stop();
    throw error;
  }
}
