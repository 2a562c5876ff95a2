/**
 * Property imports cannot stall the server: the byte and row limits are stated in the
 * refusal, the answer stays small whatever the file, and /api/health keeps answering while
 * large uploads are read. Runs over real HTTP (`listen: true`) so the uploads and the health
 * checks share one event loop, as in production.
 */
import { performance } from 'node:perf_hooks';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  PROPERTY_IMPORT_LISTED_ERRORS,
  PROPERTY_IMPORT_MAX_BYTES,
  PROPERTY_IMPORT_MAX_JSON_BYTES,
  PROPERTY_IMPORT_MAX_ROWS,
} from '../../src/contract';
import { startTestServer, type TestServer, type TestUser } from '../harness';
import { waitForJob } from '../jobs/jobsSupport';

let server: TestServer;
let investor: TestUser;
let baseUrl: string;

beforeAll(async () => {
  server = await startTestServer({ listen: true });
  baseUrl = server.baseUrl!;
  investor = await server.registerAndLogin('uploader', { tier: 'operator' });
}, 120_000);

afterAll(async () => {
  await server?.close();
});

/** `,,,-1` rows (no address, city or state; a negative price) under a header, to about `bytes`. */
function junkCsv(bytes: number): string {
  const header = 'address,city,state,purchase_price\n';
  const row = ',,,-1\n';
  return header + row.repeat(Math.floor((bytes - header.length) / row.length));
}

interface Answer {
  status: number;
  text: string;
  data: any;
}

async function postImport(body: RequestInit['body'], contentType: string, extra: RequestInit = {}): Promise<Answer> {
  const response = await fetch(`${baseUrl}/api/properties/import`, {
    method: 'POST',
    headers: { 'content-type': contentType, authorization: `Bearer ${investor.token}` },
    body,
    ...extra,
  });
  const text = await response.text();
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch {
    data = undefined;
  }
  return { status: response.status, text, data };
}

/** One GET /api/health: its status (-1 when the connection failed) and latency. */
async function checkHealth(): Promise<{ status: number; ms: number }> {
  const started = performance.now();
  let status: number;
  try {
    const response = await fetch(`${baseUrl}/api/health`);
    await response.arrayBuffer();
    status = response.status;
  } catch {
    status = -1;
  }
  return { status, ms: performance.now() - started };
}

/** Polls GET /api/health every ~20 ms until stopped; keeps each status and latency. */
function pollHealth() {
  const samples: { status: number; ms: number }[] = [];
  let running = true;
  const done = (async () => {
    while (running) {
      samples.push(await checkHealth());
      await sleep(20);
    }
  })();
  return {
    samples,
    async stop() {
      running = false;
      await done;
      return samples;
    },
  };
}

function percentile(values: readonly number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;
}

describe('import limits keep the server answering', () => {
  it('refuses oversized and overlong uploads with the limit stated, while health keeps answering', async () => {
    const fiveMegabytes = junkCsv(5 * 1024 * 1024);
    // Just under the byte limit, so the row limit is what refuses it.
    const manyRows = junkCsv(PROPERTY_IMPORT_MAX_BYTES - 1024);
    const manyRowCount = manyRows.split('\n').length - 2;
    const jsonRows = JSON.stringify({ rows: Array.from({ length: PROPERTY_IMPORT_MAX_ROWS + 200 }, (_, i) => ({ address: `${i} Row Street`, city: 'Bronx', state: 'NY' })) });
    // JSON is parsed in one piece, so its byte limit is tighter: 600 KB of empty rows is refused unread.
    const jsonTooBig = JSON.stringify({ rows: Array.from({ length: Math.floor((600 * 1024) / 3) }, () => ({})) });

    const health = pollHealth();
    await sleep(60); // the poller is running before the first upload starts
    const answers: { name: string; answer: Answer }[] = [];
    // Besides the poller (whose count depends on the machine's speed), one health check is sent
    // while each upload is in flight, so every upload is overlapped by at least one check.
    const overlapping: { status: number; ms: number }[] = [];
    const upload = async (name: string, body: string, contentType: string) => {
      const [answer, check] = await Promise.all([postImport(body, contentType), checkHealth()]);
      answers.push({ name, answer });
      overlapping.push(check);
    };
    // Every case twice, so the health checks overlap many uploads.
    for (let round = 0; round < 2; round += 1) {
      await upload('5 MB CSV', fiveMegabytes, 'text/csv');
      await upload('row-limit CSV', manyRows, 'text/csv');
      await upload('row-limit JSON', jsonRows, 'application/json');
      await upload('oversized JSON', jsonTooBig, 'application/json');
    }
    const samples = [...(await health.stop()), ...overlapping];

    const [big, rowsCsv, rowsJson, bigJson] = answers.map((a) => a.answer);
    expect(big!.status).toBe(413);
    expect(big!.data).toMatchObject({ code: 'PAYLOAD_TOO_LARGE' });
    expect(big!.data.message).toBe('The file is 5 MB; an import takes at most 2 MB. Split it into smaller files.');

    expect(rowsCsv!.status).toBe(413);
    expect(rowsCsv!.data.code).toBe('PAYLOAD_TOO_LARGE');
    expect(rowsCsv!.data.message).toContain(`about ${manyRowCount.toLocaleString('en-US')} rows`);
    expect(rowsCsv!.data.message).toContain('an import takes at most 1,000');

    expect(rowsJson!.status).toBe(413);
    expect(rowsJson!.data.message).toBe(
      'The request has 1,200 rows; an import takes at most 1,000. Split it into files of 1,000 rows or fewer.',
    );

    expect(bigJson!.status).toBe(413);
    expect(bigJson!.data.message).toBe(
      `The file is 600 KB; an import takes at most ${PROPERTY_IMPORT_MAX_JSON_BYTES / 1024} KB. Split it into smaller files.`,
    );

    for (const { name, answer } of answers) {
      expect(answer.text.length, `${name} answer size`).toBeLessThan(50 * 1024);
    }
    expect(overlapping).toHaveLength(answers.length);
    expect(samples.filter((s) => s.status !== 200)).toEqual([]);

    const ms = samples.map((s) => s.ms);
    console.log(
      `health during ${answers.length} refused uploads: ${samples.length} checks, ` +
        `p50 ${percentile(ms, 50).toFixed(1)} ms, p99 ${percentile(ms, 99).toFixed(1)} ms, max ${Math.max(...ms).toFixed(1)} ms`,
    );
  }, 120_000);

  it('states the byte limit for an upload sent without a length (chunked)', async () => {
    const chunk = new TextEncoder().encode(',,,-1\n'.repeat(64 * 1024));
    let sent = 0;
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(new TextEncoder().encode('address,city,state,purchase_price\n'));
      },
      pull(controller) {
        if (sent >= 3 * 1024 * 1024) return controller.close();
        sent += chunk.length;
        controller.enqueue(chunk);
      },
    });
    const answer = await postImport(body, 'text/csv', { duplex: 'half' } as RequestInit);
    expect(answer.status).toBe(413);
    expect(answer.data.message).toBe('The file is larger than 2 MB; an import takes at most 2 MB. Split it into smaller files.');
  }, 60_000);

  it('lists the first 100 problems of a file and counts them all', async () => {
    const header = 'address,city,state,units';
    const bad = Array.from({ length: 150 }, (_, i) => `${i + 1} Bad Street,Brooklyn,NY,two`);
    const answer = await postImport([header, ...bad].join('\n'), 'text/csv');
    expect(answer.status).toBe(400);
    expect(answer.data).toMatchObject({ code: 'IMPORT_INVALID', inserted: 0, errorCount: 150, errorsTruncated: true });
    expect(answer.data.errors).toHaveLength(PROPERTY_IMPORT_LISTED_ERRORS);
    expect(answer.data.errors[0]).toMatchObject({ line: 2, field: 'units' });
    expect(answer.data.errors[99]).toMatchObject({ line: 101, field: 'units' });
    expect(answer.data.message).toBe('Nothing was imported: 150 problems found; the first 100 are listed. Fix the rows and upload again.');
  });

  it('lists every problem when there are few, without truncation', async () => {
    const answer = await postImport(JSON.stringify({ rows: [{ address: '1 A St', city: 'Bronx', state: 'NY' }, 'not a row', { address: '', city: 'Bronx', state: 'NY' }] }), 'application/json');
    expect(answer.status).toBe(400);
    expect(answer.data).toMatchObject({ errorCount: 2, errorsTruncated: false });
    expect(answer.data.errors).toEqual([
      { line: 3, field: '(row)', message: 'Each row must be an object of column names and values.' },
      expect.objectContaining({ line: 4, field: 'address' }),
    ]);
  });

  it('still imports a valid file at the row limit', async () => {
    const header = 'Address,City,State,Zip,Units,Purchase Price,Monthly Rent';
    const rows = Array.from({ length: PROPERTY_IMPORT_MAX_ROWS }, (_, i) => `${i + 1} Limit Avenue,Queens,NY,11101,2,"$${(500_000 + i).toLocaleString('en-US')}",4200`);
    const answer = await postImport([header, ...rows].join('\r\n'), 'text/csv');
    // A file this large is inserted by a job (202); its result is the import's answer.
    expect(answer.status).toBe(202);
    const job = await waitForJob(server, `/api/properties/import/jobs/${(answer.data as { id: string }).id}`, investor.token);
    expect(job).toMatchObject({ state: 'completed', progress: { done: PROPERTY_IMPORT_MAX_ROWS, total: PROPERTY_IMPORT_MAX_ROWS } });
    expect(job.result).toMatchObject({ inserted: PROPERTY_IMPORT_MAX_ROWS, errors: [], errorCount: 0, errorsTruncated: false });
    expect(job.result.ids).toHaveLength(PROPERTY_IMPORT_MAX_ROWS);
  }, 60_000);

  it('refuses one row over the limit, counting exactly when the whole file was read', async () => {
    const header = 'address,city,state';
    const rows = Array.from({ length: PROPERTY_IMPORT_MAX_ROWS + 1 }, (_, i) => `${i + 1} Over Street,Bronx,NY`);
    const answer = await postImport([header, ...rows].join('\n'), 'text/csv');
    expect(answer.status).toBe(413);
    expect(answer.data.message).toBe('The file has 1,001 rows; an import takes at most 1,000. Split it into files of 1,000 rows or fewer.');
  });

  it('answers a header without rows with a clear 400', async () => {
    const answer = await postImport('address,city,state\n', 'text/csv');
    expect(answer.status).toBe(400);
    expect(answer.data).toMatchObject({ code: 'IMPORT_INVALID', errorCount: 1 });
    expect(answer.data.errors).toEqual([{ line: 1, field: '(file)', message: 'The file has a header row but no property rows.' }]);
  });

  it('holds import rows to the same column limits as the form (400 naming the row, never 500)', async () => {
    const csv = ['address,city,state,units,purchase_price,monthly_rent', `1 Huge Street,Bronx,NY,3000000000,500000,2000`, `2 Rich Street,Bronx,NY,2,500000,99999999999`, `${'9'.repeat(201)} Long Road,Bronx,NY,2,1,1`].join('\n');
    const fromCsv = await postImport(csv, 'text/csv');
    expect(fromCsv.status).toBe(400);
    expect(fromCsv.data.errors).toEqual([
      { line: 2, field: 'units', message: 'Units must be at most 10,000.' },
      { line: 3, field: 'monthly_rent', message: 'Monthly rent must be at most 83,333,333,333.33.' },
      { line: 4, field: 'address', message: 'Address must be at most 200 characters.' },
    ]);
    const fromJson = await postImport(JSON.stringify({ rows: [{ address: '1 Huge Street', city: 'Bronx', state: 'NY', units: 3e9 }] }), 'application/json');
    expect(fromJson.status).toBe(400);
    expect(fromJson.data.errors).toEqual([{ line: 2, field: 'units', message: 'Units must be at most 10,000.' }]);
  });
});
