/**
 * Browser hardening (issue 10, item 7): security headers on every answer, the CSRF rule for
 * cookie-authenticated changes, public-only photo URLs, and logs free of secrets and bounded
 * in size.
 */
import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashPassword } from '../../src/auth/password';
import { SESSION_COOKIE } from '../../src/auth/tokens';
import { users } from '../../src/db/schema';
import { LOG_LINE_LIMIT } from '../../src/security/logRedaction';
import { API_CONTENT_SECURITY_POLICY, HSTS_VALUE } from '../../src/security/securityHeaders';
import { startTestServer, TEST_PASSWORD, type TestServer, type TestUser } from '../harness';

let server: TestServer;
let ann: TestUser;
/** Every line the app logged, as written. */
const logLines: string[] = [];

beforeAll(async () => {
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      logLines.push(...chunk.toString('utf8').split('\n').filter((line) => line !== ''));
      done();
    },
  });
  server = await startTestServer({
    logger: { level: 'info', stream },
    beforeReady(app) {
      // A route whose SQL fails with a password hash and a very large value among its bound
      // parameters: the registration failure seen in production, on demand.
      app.post('/test/failing-insert', async (request) => {
        const { email, password } = request.body as { email: string; password: string };
        const row = { email, fullName: 'Dup Licate', passwordHash: await hashPassword(password) };
        await app.db.insert(users).values(row);
        await app.db.insert(users).values({ ...row, fullName: 'x'.repeat(700_000) });
        return { ok: true };
      });
    },
  });
  ann = await server.registerAndLogin('ann', { tier: 'hunter' }).catch((error: unknown) => {
    throw new Error(`${String(error)}\n${logLines.filter((line) => line.includes('"err"')).join('\n').slice(0, 4000)}`);
  });
});

afterAll(async () => {
  await server?.close();
});

const cookie = (user: TestUser) => `${SESSION_COOKIE}=${user.token}`;
const CSV = 'address,city,state,zip,purchase_price,monthly_rent\n12 Hardening Way,Brooklyn,NY,11201,500000,4000\n';

describe('security headers', () => {
  it('locks down every API answer: CSP, nosniff, no framing, referrer policy, no HSTS over http', async () => {
    for (const response of [
      await server.request({ method: 'GET', url: '/api/health' }),
      await server.request({ method: 'GET', url: '/api/properties' }),
      await server.request({ method: 'GET', url: '/api/no-such-route' }),
    ]) {
      expect(response.headers['content-security-policy']).toBe(API_CONTENT_SECURITY_POLICY);
      expect(response.headers['x-content-type-options']).toBe('nosniff');
      expect(response.headers['x-frame-options']).toBe('DENY');
      expect(response.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
      expect(response.headers['strict-transport-security']).toBeUndefined();
    }
  });

  it('adds HSTS when a trusted proxy says the request came over https', async () => {
    const behindProxy = await startTestServer({ config: { trustProxy: ['127.0.0.1'] } });
    try {
      const https = await behindProxy.request({ method: 'GET', url: '/api/health', headers: { 'x-forwarded-proto': 'https' } });
      expect(https.headers['strict-transport-security']).toBe(HSTS_VALUE);
      const http = await behindProxy.request({ method: 'GET', url: '/api/health', headers: { 'x-forwarded-proto': 'http' } });
      expect(http.headers['strict-transport-security']).toBeUndefined();
    } finally {
      await behindProxy.close();
    }
  });

  it('sends them on answers a hook ends early too (a refused cross-site post)', async () => {
    const refused = await server.request({ method: 'POST', url: '/api/properties/import', headers: { cookie: cookie(ann), 'content-type': 'text/plain' }, payload: CSV });
    expect(refused.statusCode).toBe(403);
    expect(refused.headers['content-security-policy']).toBe(API_CONTENT_SECURITY_POLICY);
    expect(refused.headers['x-frame-options']).toBe('DENY');
    expect(refused.headers['cross-origin-opener-policy']).toBe('same-origin');
  });

  it('sends no header of helmet\'s beyond the ones listed (the same set as before the library)', async () => {
    const response = await server.request({ method: 'GET', url: '/api/health' });
    for (const name of ['cross-origin-resource-policy', 'cross-origin-embedder-policy', 'origin-agent-cluster', 'x-dns-prefetch-control', 'x-download-options', 'x-permitted-cross-domain-policies', 'x-xss-protection']) {
      expect(response.headers[name], name).toBeUndefined();
    }
  });

  it('ignores X-Forwarded-Proto from a client that is not a trusted proxy', async () => {
    const response = await server.request({ method: 'GET', url: '/api/health', headers: { 'x-forwarded-proto': 'https' } });
    expect(response.headers['strict-transport-security']).toBeUndefined();
  });
});

describe('CSRF: cookie-authenticated changes', () => {
  const importWith = (headers: Record<string, string>, payload: string) =>
    server.request({ method: 'POST', url: '/api/properties/import', headers, payload });

  it('refuses a cookie-only text/plain post (what a cross-site form can send)', async () => {
    const response = await importWith({ cookie: cookie(ann), 'content-type': 'text/plain' }, CSV);
    expect(response.statusCode).toBe(403);
    expect(response.data).toMatchObject({ code: 'CSRF' });
    expect(response.data.message).toMatch(/X-REI-Request/);
  });

  it('refuses a cookie-only form-urlencoded post', async () => {
    const response = await server.request({
      method: 'POST',
      url: '/api/properties',
      headers: { cookie: cookie(ann), 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'address=1+Forged+St&city=New+York&state=NY',
    });
    expect(response.statusCode).toBe(403);
    expect(response.data).toMatchObject({ code: 'CSRF' });
  });

  it('refuses a cookie-only multipart post and a cookie-only delete without the app header', async () => {
    const multipart = await importWith({ cookie: cookie(ann), 'content-type': 'multipart/form-data; boundary=x' }, '--x--');
    expect(multipart.statusCode).toBe(403);
    const removal = await server.request({ method: 'DELETE', url: '/api/properties/999999', headers: { cookie: cookie(ann) } });
    expect(removal.statusCode).toBe(403);
    expect(removal.data).toMatchObject({ code: 'CSRF' });
  });

  it('lets a cookie-authenticated JSON request through', async () => {
    const response = await server.request({
      method: 'POST',
      url: '/api/properties',
      headers: { cookie: cookie(ann), 'content-type': 'application/json; charset=utf-8' },
      payload: JSON.stringify({ address: '1 Json Street', city: 'New York', state: 'NY' }),
    });
    expect(response.statusCode).toBe(201);
    expect(response.data.address).toBe('1 Json Street');
  });

  it('lets a cookie-authenticated CSV upload through with the X-REI-Request header', async () => {
    const response = await importWith({ cookie: cookie(ann), 'content-type': 'text/csv', 'x-rei-request': '1' }, CSV);
    expect(response.statusCode).toBe(201);
    expect(response.data.inserted).toBe(1);
  });

  it('lets a bearer-token CSV upload through without the header (a browser never adds a bearer token by itself)', async () => {
    const response = await importWith({ authorization: `Bearer ${ann.token}`, 'content-type': 'text/csv' }, CSV);
    expect(response.statusCode).toBe(201);
    expect(response.data.inserted).toBe(1);
  });

  it('refuses a cookie-authenticated request from a foreign Origin even with JSON and the header', async () => {
    const response = await server.request({
      method: 'POST',
      url: '/api/properties',
      headers: { cookie: cookie(ann), 'content-type': 'application/json', 'x-rei-request': '1', origin: 'https://evil.example', host: 'rei.example' },
      payload: JSON.stringify({ address: '2 Forged Street', city: 'New York', state: 'NY' }),
    });
    expect(response.statusCode).toBe(403);
    expect(response.data).toMatchObject({ code: 'CSRF' });
    expect(response.data.message).toContain('https://evil.example');
  });

  it('refuses Origin: null (a sandboxed frame) and a look-alike host', async () => {
    for (const origin of ['null', 'http://rei.example.evil.test:5000', 'http://rei.example:5001']) {
      const response = await server.request({
        method: 'POST',
        url: '/api/properties',
        headers: { cookie: cookie(ann), 'content-type': 'application/json', origin, host: 'rei.example:5000' },
        payload: JSON.stringify({ address: '4 Forged Street', city: 'New York', state: 'NY' }),
      });
      expect(response.statusCode).toBe(403);
      expect(response.data).toMatchObject({ code: 'CSRF' });
    }
  });

  it('accepts the page’s https Origin when a proxy ended TLS in front of the server', async () => {
    const response = await server.request({
      method: 'POST',
      url: '/api/properties',
      headers: { cookie: cookie(ann), 'content-type': 'application/json', origin: 'https://rei.example', host: 'rei.example' },
      payload: JSON.stringify({ address: '5 Proxy Street', city: 'New York', state: 'NY' }),
    });
    expect(response.statusCode).toBe(201);
  });

  it('accepts the server’s own Origin', async () => {
    const response = await server.request({
      method: 'POST',
      url: '/api/properties',
      headers: { cookie: cookie(ann), 'content-type': 'application/json', origin: 'http://rei.example:5000', host: 'rei.example:5000' },
      payload: JSON.stringify({ address: '3 Same Origin Street', city: 'New York', state: 'NY' }),
    });
    expect(response.statusCode).toBe(201);
  });

  it('does not apply to requests without the session cookie (sign-in, webhooks)', async () => {
    const login = await server.request({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'content-type': 'application/json', origin: 'https://elsewhere.example' },
      payload: JSON.stringify({ email: ann.email, password: TEST_PASSWORD }),
    });
    expect(login.statusCode).toBe(200);
    const webhook = await server.request({ method: 'POST', url: '/api/billing/webhook', headers: { 'content-type': 'text/plain' }, payload: 'event' });
    expect(webhook.data?.code).not.toBe('CSRF');
  });

  it('leaves reads alone', async () => {
    const response = await server.request({ method: 'GET', url: '/api/properties', headers: { cookie: cookie(ann), origin: 'https://evil.example' } });
    expect(response.statusCode).toBe(200);
  });
});

describe('photo URLs (imageUrl)', () => {
  const create = (imageUrl: string) =>
    server.request({ method: 'POST', url: '/api/properties', token: ann.token, payload: { address: '9 Photo Lane', city: 'New York', state: 'NY', imageUrl } });

  it.each([
    ['javascript:alert(document.cookie)', /javascript/],
    ['data:image/svg+xml;base64,PHN2Zz4=', /data/],
    ['file:///etc/passwd', /file/],
    ['ftp://example.com/a.jpg', /https?:\/\//],
    ['http://169.254.169.254/latest/meta-data/', /link-local/],
    ['http://127.0.0.1:5000/api/admin/users', /loopback/],
    ['http://localhost/a.jpg', /local/],
    ['http://photos.localhost/a.jpg', /local/],
    ['http://10.0.0.5/a.jpg', /private/],
    ['http://172.16.4.4/a.jpg', /private/],
    ['http://192.168.1.10/a.jpg', /private/],
    ['http://100.64.1.1/a.jpg', /carrier-grade NAT/],
    ['http://0.0.0.0/a.jpg', /unspecified/],
    ['http://2130706433/a.jpg', /unusual form/],
    ['http://0x7f000001/a.jpg', /unusual form/],
    ['http://0177.0.0.1/a.jpg', /unusual form/],
    ['http://[::1]/a.jpg', /loopback/],
    ['http://[::ffff:169.254.169.254]/a.jpg', /link-local/],
    ['http://[fd12:3456::1]/a.jpg', /unique-local/],
    ['http://[fe80::1]/a.jpg', /link-local/],
    ['http://metadata.google.internal/computeMetadata/v1/', /internal/],
    ['https://user:secret@example.com/a.jpg', /user name or password/],
    ['not a url', /web address/],
  ])('refuses %s with 400 on body.imageUrl', async (imageUrl, reason) => {
    const response = await create(imageUrl);
    expect(response.statusCode).toBe(400);
    expect(response.data.code).toBe('VALIDATION_FAILED');
    expect(response.data.fields['body.imageUrl']).toMatch(reason);
  });

  it.each(['https://images.example.com/photos/866-ninth.jpg', 'http://photos.example.org/a.png?size=large', 'https://8.8.8.8/a.jpg', 'https://[2606:4700::1111]/a.jpg'])(
    'accepts the public web address %s',
    async (imageUrl) => {
      const response = await create(imageUrl);
      expect(response.statusCode).toBe(201);
      expect(response.data.imageUrl).toBe(imageUrl);
    },
  );

  it('refuses an address over 2,048 characters', async () => {
    const response = await create(`https://images.example.com/${'a'.repeat(2048)}.jpg`);
    expect(response.statusCode).toBe(400);
    expect(response.data.fields['body.imageUrl']).toMatch(/2,048/);
  });

  it('applies the same rule when a photo URL is changed', async () => {
    const created = await create('https://images.example.com/ok.jpg');
    const response = await server.request({ method: 'PUT', url: `/api/properties/${created.data.id}`, token: ann.token, payload: { imageUrl: 'http://169.254.169.254/' } });
    expect(response.statusCode).toBe(400);
    expect(response.data.fields['body.imageUrl']).toMatch(/link-local/);
  });
});

describe('logs', () => {
  it('never hold a password, a password hash, a session token or a cookie, and no line passes the cap', async () => {
    const registration = { fullName: 'Log Watcher', email: 'log-watcher@example.test', password: 'log-watcher-secret-1' };
    const registered = await server.request({ method: 'POST', url: '/api/auth/register', payload: registration });
    expect(registered.statusCode).toBe(201);

    const secretPassword = 'hunter2-but-longer-and-secret';
    const failed = await server.request({
      method: 'POST',
      url: '/test/failing-insert?token=query-secret-123',
      headers: { authorization: `Bearer ${ann.token}`, cookie: cookie(ann) },
      payload: { email: 'dup-licate@example.test', password: secretPassword },
    });
    expect(failed.statusCode).toBe(500);
    expect(failed.data.code).toBe('INTERNAL_ERROR');

    // A huge message and a huge field are cut too.
    server.app.log.error({ detail: 'z'.repeat(50_000), nested: { list: Array.from({ length: 500 }, (_, i) => ({ i, note: 'n'.repeat(500) })) } }, 'y'.repeat(50_000));

    const errorLines = logLines.filter((line) => line.includes('"err"'));
    expect(errorLines.length).toBeGreaterThan(0);
    const logged = logLines.join('\n');
    // The failed insert's SQL is kept (short) so the failure can be diagnosed…
    expect(errorLines.some((line) => line.includes('insert into'))).toBe(true);
    // …but no bound value, password, hash, token or cookie.
    for (const secret of [secretPassword, registration.password, ann.token, '$scrypt', '$argon2', 'query-secret-123', 'x'.repeat(3000)]) {
      expect(logged).not.toContain(secret);
    }
    const hashes = await server.db.select({ passwordHash: users.passwordHash }).from(users);
    expect(hashes.length).toBeGreaterThan(1);
    for (const { passwordHash } of hashes) expect(logged).not.toContain(passwordHash);
    expect(logLines.some((line) => line.includes('yyyy') && line.includes('more characters cut'))).toBe(true);
    for (const line of logLines) expect(line.length).toBeLessThanOrEqual(LOG_LINE_LIMIT);
  });
});
