import {
  reportCreateBodySchema,
  reportIdParamsSchema,
  reportListQuerySchema,
  reportListResponseSchema,
  reportResponseSchema,
  shareLinkCreateBodySchema,
  shareLinkCreatedResponseSchema,
  shareLinkListResponseSchema,
  shareLinkRevokeParamsSchema,
  shareLinkRevokedResponseSchema,
  SHARE_TOKEN_PATTERN,
} from '../contract';
import { currentUser, requireUser } from '../auth/guards';
import { renderShareNotFound, renderShareView, SHARE_VIEW_CSP } from '../reports/html';
import type { ReportData } from '../reports/dealReportData';
import {
  createReport,
  createShareLink,
  getReport,
  listReports,
  listShareLinks,
  openShareLink,
  reportFile,
  revokeShareLinkOf,
  storedFile,
  type ReportDeps,
  type ReportFile,
} from '../services/reports';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { RoutePlugin } from './plugin';

/** `attachment` with an ASCII file name and its UTF-8 form (RFC 6266). */
function contentDisposition(fileName: string): string {
  const ascii = fileName.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;
}

function sendFile(reply: FastifyReply, file: ReportFile) {
  return reply
    .header('content-type', file.contentType)
    .header('content-disposition', contentDisposition(file.fileName))
    .header('content-length', String(file.bytes.length))
    .header('cache-control', 'private, no-store')
    .send(file.bytes);
}


/**
 * Reports (contract/reports.ts): create (plan-gated), list, read, download; share links and the
 * public read-only view `/r/{token}`. Everything under /api works in the selected organization
 * (`X-Organization-Id`, or `organizationId` in the body of a team export).
 */
export const reportRoutes: RoutePlugin = async (app) => {
  const deps = (request?: FastifyRequest): ReportDeps => ({
    db: app.db,
    soda: app.config.nycOpenData,
    publicUrl: app.config.billing.publicUrl,
    ip: request?.ip ?? null,
    jobs: app.jobs,
  });

  app.post(
    '/api/reports',
    { schema: { body: reportCreateBodySchema, response: { 201: reportResponseSchema } }, preHandler: [requireUser], config: { rateLimit: 'report-build' } },
    async (request, reply) => {
      const user = currentUser(request);
      const scope = await request.organizationScope();
      return reply.code(201).send(await createReport(deps(), user, scope, request.body));
    },
  );

  app.get(
    '/api/reports',
    { schema: { querystring: reportListQuerySchema, response: { 200: reportListResponseSchema } }, preHandler: [requireUser] },
    async (request) => listReports(deps(), await request.organizationScope()),
  );

  app.get(
    '/api/reports/:id',
    { schema: { params: reportIdParamsSchema, response: { 200: reportResponseSchema } }, preHandler: [requireUser] },
    async (request) => getReport(deps(), await request.organizationScope(), request.params.id),
  );

  app.get(
    '/api/reports/:id/file',
    { schema: { params: reportIdParamsSchema }, preHandler: [requireUser] },
    async (request, reply) => sendFile(reply, await reportFile(deps(), await request.organizationScope(), request.params.id)),
  );

  app.post(
    '/api/reports/:id/share',
    { schema: { params: reportIdParamsSchema, body: shareLinkCreateBodySchema, response: { 201: shareLinkCreatedResponseSchema } }, preHandler: [requireUser] },
    async (request, reply) => {
      const user = currentUser(request);
      const scope = await request.organizationScope();
      return reply.code(201).send(await createShareLink(deps(request), user, scope, request.params.id, request.body?.expiresInDays));
    },
  );

  app.get(
    '/api/reports/:id/share-links',
    { schema: { params: reportIdParamsSchema, response: { 200: shareLinkListResponseSchema } }, preHandler: [requireUser] },
    async (request) => listShareLinks(deps(), await request.organizationScope(), request.params.id),
  );

  app.delete(
    '/api/share-links/:token',
    { schema: { params: shareLinkRevokeParamsSchema, response: { 200: shareLinkRevokedResponseSchema } }, preHandler: [requireUser] },
    async (request) => revokeShareLinkOf(deps(request), currentUser(request).id, await request.organizationScope(), request.params.token),
  );

  // The public, read-only view. No sign-in; a token that does not open (malformed, unknown,
  // expired, revoked) is a 404 page that says nothing more. Each page view is counted.
  const notFoundPage = (reply: FastifyReply) =>
    reply.code(404).header('content-type', 'text/html; charset=utf-8').header('content-security-policy', SHARE_VIEW_CSP).header('cache-control', 'no-store').send(renderShareNotFound());

  app.get('/r/:token', { config: { rateLimit: 'share-view' } }, async (request, reply) => {
    const { token } = request.params as { token: string };
    if (!SHARE_TOKEN_PATTERN.test(token)) return notFoundPage(reply);
    const opened = await openShareLink(deps(), token, { countView: true });
    if (!opened) return notFoundPage(reply);
    const { report, link } = opened;
    const isPdf = report.format === 'pdf' || report.format === 'pdf-branded' || report.format === 'pdf-premium';
    const label = isPdf ? 'Download the PDF' : `Download the ${report.format.replace('team-', '').toUpperCase()} file`;
    const html = renderShareView(report.data as unknown as ReportData, {
      fileHref: report.state === 'ready' ? `/r/${token}/file` : null,
      fileLabel: label,
      expiresAt: link.expiresAt.toISOString(),
    });
    return reply
      .header('content-type', 'text/html; charset=utf-8')
      .header('content-security-policy', SHARE_VIEW_CSP)
      .header('cache-control', 'no-store')
      .header('x-robots-tag', 'noindex, nofollow')
      .send(html);
  });

  app.get('/r/:token/file', async (request, reply) => {
    const { token } = request.params as { token: string };
    if (!SHARE_TOKEN_PATTERN.test(token)) return notFoundPage(reply);
    const opened = await openShareLink(deps(), token, { countView: false });
    if (!opened || opened.report.state !== 'ready') return notFoundPage(reply);
    return sendFile(reply, storedFile(opened.report)).header('x-robots-tag', 'noindex, nofollow');
  });
};
