import {
  changePasswordBodySchema,
  installationStatusResponseSchema,
  loginBodySchema,
  loginResponseSchema,
  okResponseSchema,
  registerBodySchema,
  registerResponseSchema,
  userSchema,
} from '../contract';
import { actorOf, currentUser, requireUser } from '../auth/guards';
import { SESSION_COOKIE } from '../auth/tokens';
import { forbidden, notFound } from '../errors';
import { isSettingEnabled } from '../services/admin';
import { changePassword, login, logout } from '../services/auth';
import { writeAuditLog } from '../services/audit';
import { createAccount, findUserProfile, installationStatus } from '../services/users';
import { sendVerificationLink } from '../services/emailVerification';
import type { RoutePlugin } from './plugin';

/**
 * Accounts and sessions.
 * - POST /api/auth/register — public; limited per address; 201, does not sign in; mails the link
 *   that confirms the address. The first real account of an empty installation becomes the system admin.
 * - GET /api/auth/installation — public; whether an admin exists and whether the next sign-up becomes it.
 * - POST /api/auth/login — public; throttled per (email, address) and per address; sets the
 *   `rei_session` cookie and returns the token.
 * - POST /api/auth/logout, GET /api/auth/me — signed-in user.
 * - POST /api/auth/password — signed-in user; wrong current passwords are limited per user;
 *   other sessions are revoked.
 */
export const authRoutes: RoutePlugin = async (app) => {
  app.post(
    '/api/auth/register',
    // Every attempt counts, also a taken email (409), so the endpoint is no fast way to test emails.
    { schema: { body: registerBodySchema, response: { 201: registerResponseSchema } }, config: { rateLimit: 'register' } },
    async (request, reply) => {
      if (!(await isSettingEnabled(app.db, 'new_registrations_enabled', true))) {
        throw forbidden('Registration is closed at the moment. Please try again later.');
      }
      // On an empty installation the first sign-up becomes the system admin (one wins a race).
      const account = await createAccount(app.db, { ...request.body, firstAccountBecomesAdmin: app.config.firstAccountAdmin });
      // The address is confirmed by the mailed link (sent in the background); until then the account cannot join a team.
      await sendVerificationLink(app.db, app.mailer, app.config, account);
      await writeAuditLog(app.db, {
        actorUserId: account.id,
        action: 'auth.register',
        resourceType: 'user',
        resourceId: account.id,
        outcome: 'SUCCESS',
        ip: request.ip,
      });
      if (account.role === 'admin') {
        await writeAuditLog(app.db, {
          actorUserId: account.id,
          action: 'auth.first_admin',
          resourceType: 'user',
          resourceId: account.id,
          outcome: 'SUCCESS',
          ip: request.ip,
        });
      }
      return reply.code(201).send({ id: account.id, email: account.email, fullName: account.fullName, becameAdmin: account.role === 'admin' });
    },
  );

  app.post(
    '/api/auth/login',
    { schema: { body: loginBodySchema, response: { 200: loginResponseSchema } } },
    async (request, reply) => {
      const result = await login(app.db, request.body, {
        ip: request.ip,
        sessionTtlDays: app.config.sessionTtlDays,
        limits: app.limits,
      });
      void reply.setCookie(SESSION_COOKIE, result.token, {
        httpOnly: true,
        sameSite: 'lax',
        secure: app.config.cookieSecure,
        path: '/',
        maxAge: app.config.sessionTtlDays * 24 * 60 * 60,
      });
      return result;
    },
  );

  app.post(
    '/api/auth/logout',
    { schema: { response: { 200: okResponseSchema } }, preHandler: [requireUser] },
    async (request, reply) => {
      await logout(app.db, currentUser(request).tokenHash);
      await writeAuditLog(app.db, {
        actorUserId: actorOf(request).userId,
        action: 'auth.logout',
        resourceType: 'session',
        outcome: 'SUCCESS',
        ip: request.ip,
      });
      void reply.clearCookie(SESSION_COOKIE, { path: '/' });
      return { ok: true as const };
    },
  );

  // Public: lets a fresh installation's sign-up page say that the first account becomes the admin.
  app.get('/api/auth/installation', { schema: { response: { 200: installationStatusResponseSchema } } }, async () =>
    installationStatus(app.db, app.config.firstAccountAdmin),
  );

  app.get('/api/auth/me', { schema: { response: { 200: userSchema } }, preHandler: [requireUser] }, async (request) => {
    const profile = await findUserProfile(app.db, currentUser(request).id);
    if (!profile) throw notFound('User not found');
    return profile;
  });

  app.post(
    '/api/auth/password',
    {
      schema: { body: changePasswordBodySchema, response: { 200: okResponseSchema } },
      preHandler: [requireUser],
    },
    async (request) => {
      const user = currentUser(request);
      await changePassword(app.db, user, request.body, { ip: request.ip, limits: app.limits });
      return { ok: true as const };
    },
  );
};
