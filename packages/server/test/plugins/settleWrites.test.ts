/**
 * On PostgreSQL an answer to a change goes out only once this instance has heard the change's
 * notice back (src/plugins/settleWrites.ts), so the client's next read, on whichever instance,
 * comes after the other instances were told. Reads and refused changes are not held. Runs on the
 * PostgreSQL of DATABASE_URL, or the machine's (as test/db/sharedReadCache.test.ts does).
 */
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { sharedReadCacheOf, type SharedReadCache } from '../../src/db/sharedReadCache';
import { startTestServer, type TestServer, type TestUser } from '../harness';

const POSTGRES_URL = process.env.DATABASE_URL?.trim() || 'postgres://postgres@127.0.0.1:5432/postgres';

let server: TestServer;
let shared: SharedReadCache;
let ann: TestUser;
let realSettled: SharedReadCache['settled'];

beforeAll(async () => {
  server = await startTestServer({ postgresUrl: POSTGRES_URL });
  shared = sharedReadCacheOf(server.db)!;
  await shared.ready();
  realSettled = shared.settled.bind(shared);
  ann = await server.registerAndLogin('settle-ann');
}, 120_000);

afterEach(() => {
  shared.settled = realSettled;
});

afterAll(async () => {
  await server?.close();
});

/** Replaces `settled` with one that waits for the test's word; counts the calls. */
function holdSettling() {
  const held = { calls: 0, release: () => {} };
  const released = new Promise<void>((resolve) => (held.release = resolve));
  shared.settled = async () => {
    held.calls += 1;
    await released;
    await realSettled();
  };
  return held;
}

const pause = (ms: number) => new Promise<string>((resolve) => setTimeout(() => resolve('still waiting'), ms));

describe('answers to changes wait for their change notice on PostgreSQL', () => {
  it('a property upload is answered only after the notice came back, and then at once', async () => {
    expect(server.database.kind).toBe('postgres');
    const held = holdSettling();
    const upload = server.uploadProperty(ann, '7 Settle Street');
    for (let tick = 0; tick < 400 && held.calls === 0; tick += 1) await pause(5);
    expect(held.calls).toBe(1);
    expect(await Promise.race([upload.then(() => 'answered'), pause(200)])).toBe('still waiting');
    held.release();
    const id = await upload;
    expect(id).toBeGreaterThan(0);
    expect(held.calls).toBe(1);
  });

  it('reads, and changes refused before they wrote, are not held', async () => {
    const held = holdSettling();
    const page = await server.request({ method: 'GET', url: '/api/portfolio', token: ann.token });
    expect(page.statusCode).toBe(200);
    const refused = await server.request({ method: 'POST', url: '/api/properties', token: ann.token, payload: { address: '' } });
    expect(refused.statusCode).toBe(400);
    const body = { address: '9 Settle Street', city: 'Brooklyn', state: 'NY', zip: '11206', propertyType: 'multi-family', units: 2, purchasePrice: 700_000, monthlyRent: 4_000 };
    const strangers = await server.request({ method: 'POST', url: '/api/properties', payload: body });
    expect(strangers.statusCode).toBe(401);
    expect(held.calls).toBe(0);
  });

  it('an answer whose notice never comes back still goes out', async () => {
    let calls = 0;
    shared.settled = () => {
      calls += 1;
      return new Promise<void>(() => {});
    };
    const id = await server.uploadProperty(ann, '11 Settle Street');
    expect(id).toBeGreaterThan(0);
    expect(calls).toBe(1);
  }, 15_000);

  it('without the test in the way, the upload shows on the next read', async () => {
    await server.uploadProperty(ann, '13 Settle Street');
    const page = await server.request({ method: 'GET', url: '/api/portfolio', token: ann.token });
    expect((page.data.items as { address: string }[]).map((card) => card.address)).toContain('13 Settle Street');
  });
});
