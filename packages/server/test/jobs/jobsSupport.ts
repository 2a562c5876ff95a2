/**
 * Test support for work that runs as a job: start it through the API, wait for the job by
 * polling its GET route (as the app does), then read what it stored.
 */
import type { TestServer } from '../harness';

/** Polls a job's GET route until it has completed or failed (or `timeoutMs` passes). */
export async function waitForJob(server: TestServer, url: string, token: string, timeoutMs = 60_000): Promise<any> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const response = await server.request({ method: 'GET', url, token });
    if (response.statusCode !== 200) throw new Error(`GET ${url}: ${response.statusCode} ${response.body}`);
    if (response.data.state === 'completed' || response.data.state === 'failed') return response.data;
    if (Date.now() > deadline) throw new Error(`job still ${response.data.state} after ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/**
 * Runs an organization audit the way the page does: POST (202 with the job), wait for the job,
 * then GET the stored audit. Answers that audit (200), or the POST's answer when it was refused.
 */
export async function runOrganizationAuditJob(server: TestServer, token: string, query = '') {
  const started = await server.request({ method: 'POST', url: `/api/cash-flow-audit/organization${query}`, token });
  if (started.statusCode !== 202) return started;
  const job = await waitForJob(server, `/api/cash-flow-audit/jobs/${started.data.id}${query}`, token);
  if (job.state !== 'completed') throw new Error(`audit job failed: ${job.error}`);
  const stored = await server.request({ method: 'GET', url: `/api/cash-flow-audit/organization/${job.result.organizationId}`, token });
  return Object.assign(stored, { job });
}
