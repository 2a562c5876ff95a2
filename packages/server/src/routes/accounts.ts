import type { FastifyReply } from 'fastify';
import {
  createInvitationBodySchema,
  createInvitationResponseSchema,
  emailChangeBodySchema,
  emailChangeConfirmResponseSchema,
  emailChangeStatusSchema,
  emailVerificationConfirmResponseSchema,
  invitationListSchema,
  invitationLookupResponseSchema,
  invitationParamsSchema,
  invitationRegisterBodySchema,
  invitationRegisterResponseSchema,
  loginResponseSchema,
  mailSentResponseSchema,
  okResponseSchema,
  organizationParamsSchema,
  passwordResetCheckResponseSchema,
  passwordResetConfirmBodySchema,
  passwordResetRequestBodySchema,
  tokenBodySchema,
} from '../contract';
import { actorOf, currentUser, requireOrganizationRole, requireUser } from '../auth/guards';
import { SESSION_COOKIE } from '../auth/tokens';
import { forbidden } from '../errors';
import { isSettingEnabled } from '../services/admin';
import { cancelEmailChange, confirmEmailChange, emailChangeStatus, requestEmailChange } from '../services/emailChange';
import { confirmEmailLink, resendVerificationLink } from '../services/emailVerification';
import { createInvitation, listInvitations, lookupInvitation, registerFromInvitation, revokeInvitation } from '../services/invitations';
import { TEAM_MANAGER_ROLES } from '../services/organizations';
import { checkPasswordResetToken, confirmPasswordReset, requestPasswordReset } from '../services/passwordReset';
import type { RoutePlugin } from './plugin';

/**
 * Accounts by mail: every link carries a single-use token of 256 random bits, stored hashed.
 * - POST /api/auth/password-reset/request — public; limited per address and per email; the same
 *   answer whether or not an account uses the email.
 * - POST /api/auth/password-reset/check — public; whether a reset link still works (410 expired/used).
 * - POST /api/auth/password-reset/confirm — public; new password, every session revoked, signed in.
 * - GET / POST / DELETE /api/auth/email-change — signed-in user: the waiting change, ask for one
 *   (current password; link to the NEW address), withdraw it.
 * - POST /api/auth/email-change/confirm — public (the link may open in another browser); the old address is told.
 * - POST /api/auth/verify-email — public; the /verify-email page's link: confirms a new account's
 *   address, or applies an email change (the same page serves both links).
 * - POST /api/auth/verify-email/resend — signed-in user; a new confirmation link, limited per
 *   account per hour and by the daily mail limit; 409 once confirmed.
 * - GET / POST /api/organizations/{id}/invitations, DELETE …/invitations/{invitationId} — owner or admin.
 * - POST /api/invitations/lookup — public; what an invitation link offers and whether it works.
 * - POST /api/invitations/register — public; account with the invited email, member with the invited role, signed in.
 */
export const accountRoutes: RoutePlugin = async (app) => {
  const setSessionCookie = (reply: FastifyReply, token: string) =>
    reply.setCookie(SESSION_COOKIE, token, {
      httpOnly: true,
      sameSite: 'lax',
      secure: app.config.cookieSecure,
      path: '/',
      maxAge: app.config.sessionTtlDays * 24 * 60 * 60,
    });

  app.post(
    '/api/auth/password-reset/request',
    { schema: { body: passwordResetRequestBodySchema, response: { 200: mailSentResponseSchema } }, config: { rateLimit: ['password-reset-address', 'password-reset-email'] } },
    async (request) => requestPasswordReset(app.db, app.mailer, app.config, { email: request.body.email, ip: request.ip }),
  );

  app.post(
    '/api/auth/password-reset/check',
    { schema: { body: tokenBodySchema, response: { 200: passwordResetCheckResponseSchema } } },
    async (request) => checkPasswordResetToken(app.db, request.body.token),
  );

  app.post(
    '/api/auth/password-reset/confirm',
    { schema: { body: passwordResetConfirmBodySchema, response: { 200: loginResponseSchema } } },
    async (request, reply) => {
      const result = await confirmPasswordReset(app.db, request.body, { ip: request.ip, sessionTtlDays: app.config.sessionTtlDays, limits: app.limits });
      void setSessionCookie(reply, result.token);
      return result;
    },
  );

  app.get('/api/auth/email-change', { schema: { response: { 200: emailChangeStatusSchema } }, preHandler: [requireUser] }, async (request) =>
    emailChangeStatus(app.db, currentUser(request).id),
  );

  app.post(
    '/api/auth/email-change',
    { schema: { body: emailChangeBodySchema, response: { 202: emailChangeStatusSchema } }, preHandler: [requireUser] },
    async (request, reply) =>
      reply.code(202).send(await requestEmailChange(app.db, app.mailer, app.config, actorOf(request), request.body, app.limits)),
  );

  app.delete('/api/auth/email-change', { schema: { response: { 200: emailChangeStatusSchema } }, preHandler: [requireUser] }, async (request) =>
    cancelEmailChange(app.db, actorOf(request)),
  );

  app.post(
    '/api/auth/email-change/confirm',
    { schema: { body: tokenBodySchema, response: { 200: emailChangeConfirmResponseSchema } } },
    async (request) => confirmEmailChange(app.db, app.mailer, app.config, request.body.token, { ip: request.ip }),
  );

  app.post(
    '/api/auth/verify-email',
    { schema: { body: tokenBodySchema, response: { 200: emailVerificationConfirmResponseSchema } } },
    async (request) => confirmEmailLink(app.db, app.mailer, app.config, request.body.token, { ip: request.ip }),
  );

  app.post(
    '/api/auth/verify-email/resend',
    { schema: { response: { 200: mailSentResponseSchema } }, preHandler: [requireUser] },
    async (request) => resendVerificationLink(app.db, app.mailer, app.config, actorOf(request), app.limits),
  );

  app.get(
    '/api/organizations/:id/invitations',
    {
      schema: { params: organizationParamsSchema, response: { 200: invitationListSchema } },
      preHandler: [requireUser, requireOrganizationRole(TEAM_MANAGER_ROLES)],
    },
    async (request) => listInvitations(app.db, request.params.id),
  );

  app.post(
    '/api/organizations/:id/invitations',
    {
      schema: { params: organizationParamsSchema, body: createInvitationBodySchema, response: { 201: createInvitationResponseSchema } },
      preHandler: [requireUser, requireOrganizationRole(TEAM_MANAGER_ROLES)],
    },
    async (request, reply) =>
      reply.code(201).send(await createInvitation(app.db, app.mailer, app.config, actorOf(request), request.params.id, request.body, app.limits)),
  );

  app.delete(
    '/api/organizations/:id/invitations/:invitationId',
    {
      schema: { params: invitationParamsSchema, response: { 200: okResponseSchema } },
      preHandler: [requireUser, requireOrganizationRole(TEAM_MANAGER_ROLES)],
    },
    async (request) => {
      await revokeInvitation(app.db, actorOf(request), request.params.id, request.params.invitationId);
      return { ok: true as const };
    },
  );

  app.post(
    '/api/invitations/lookup',
    { schema: { body: tokenBodySchema, response: { 200: invitationLookupResponseSchema } } },
    async (request) => lookupInvitation(app.db, request.body.token),
  );

  app.post(
    '/api/invitations/register',
    { schema: { body: invitationRegisterBodySchema, response: { 201: invitationRegisterResponseSchema } }, config: { rateLimit: 'register' } },
    async (request, reply) => {
      if (!(await isSettingEnabled(app.db, 'new_registrations_enabled', true))) {
        throw forbidden('Registration is closed at the moment. Please try again later.');
      }
      const result = await registerFromInvitation(app.db, request.body, { ip: request.ip, sessionTtlDays: app.config.sessionTtlDays });
      void setSessionCookie(reply, result.token);
      return reply.code(201).send(result);
    },
  );
};
