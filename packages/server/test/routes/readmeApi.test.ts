/**
 * The README's "Use the API" block, run as written (bash and curl) against a listening server:
 * only the address in its first line is changed to this server's. It must register, sign in, move
 * to Hunter (demo billing, as `pnpm start` runs it), make a key and use it.
 */
import { execFile } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../harness';

const README = new URL('../../../../README.md', import.meta.url);
let server: TestServer;

/** The first ```sh block under "## Use the API". */
function useTheApiBlock(): string {
  const text = readFileSync(README, 'utf8');
  const section = text.slice(text.indexOf('## Use the API'));
  const block = /```sh\n([\s\S]*?)```/.exec(section)?.[1];
  if (!block) throw new Error('README has no ```sh block under "## Use the API"');
  return block;
}

beforeAll(async () => {
  server = await startTestServer({ listen: true });
}, 180_000);

afterAll(async () => {
  await server?.close();
});

describe('README: Use the API', () => {
  it('runs verbatim: a key made from a fresh account calculates, saves a deal and lists it', async () => {
    const block = useTheApiBlock();
    expect(block.startsWith('REI=http://127.0.0.1:5000\n')).toBe(true);
    const script = block.replace('REI=http://127.0.0.1:5000\n', `REI=${server.baseUrl}\n`);
    const { stdout } = await promisify(execFile)('bash', ['-euo', 'pipefail', '-c', script], { timeout: 120_000 });
    const [calculated, deals] = stdout.trim().split('\n').map((line) => JSON.parse(line));
    expect(calculated).toMatchObject({ strategyType: 'buy_hold', engineVersion: expect.any(String) });
    expect(calculated.outputs.monthlyCashFlow).toEqual(expect.any(Number));
    expect(deals.items.map((deal: { name: string }) => deal.name)).toEqual(['First API deal']);
  }, 180_000);
});
