import type { FastifyRequest } from 'fastify';
import { tokenFromRequest } from '../auth/tokens';
import { badRequest } from '../errors';
import { findSessionUser, type SessionUser } from '../services/auth';

export const ORGANIZATION_HEADER = 'x-organization-id';

/**
 * The organization id a request asks for: the `X-Organization-Id` header or an
 * `organizationId` query/body value (already validated by the contract). Both present and
 * different → 400. Neither → undefined (the caller's own organization is used).
 */
export function requestedOrganizationId(request: FastifyRequest, fromQueryOrBody?: number | null): number | undefined {
  const header = request.headers[ORGANIZATION_HEADER];
  const headerText = Array.isArray(header) ? header[0] : header;
  let fromHeader: number | undefined;
  if (headerText !== undefined && headerText.trim() !== '') {
    const value = Number(headerText.trim());
    if (!Number.isInteger(value) || value <= 0 || value > 2_147_483_647) {
      throw badRequest('X-Organization-Id must be a positive whole number', { 'headers.x-organization-id': 'Must be a positive whole number' });
    }
    fromHeader = value;
  }
  if (fromHeader !== undefined && fromQueryOrBody != null && fromHeader !== fromQueryOrBody) {
    throw badRequest('X-Organization-Id and organizationId name different organizations', {
      'headers.x-organization-id': 'Does not match organizationId',
    });
  }
  return fromHeader ?? fromQueryOrBody ?? undefined;
}

/**
 * The signed-in user when the request carries a valid session, else null. For public
 * routes (property search, address suggestions): a missing or expired token is treated
 * as a visitor, never as an error.
 */
export async function optionalUser(request: FastifyRequest): Promise<SessionUser | null> {
  if (request.sessionUser) return request.sessionUser;
  const token = tokenFromRequest(request.headers, request.cookies);
  if (!token) return null;
  const user = await findSessionUser(request.server.db, token);
  request.sessionUser = user;
  return user;
}
