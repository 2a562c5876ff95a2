import { z } from 'zod';
import { PUBLIC_URL_MAX_LENGTH, publicHttpUrlProblem } from '../security/publicHttpUrl';

/** Every error the API answers: `fields` maps a field path ('body.email') to what is wrong. */
export const errorResponseSchema = z.object({
  message: z.string(),
  code: z.string(),
  fields: z.record(z.string(), z.string()).optional(),
  /**
   * TIER_LIMIT answers: the limit reached (`feature`: `properties`, `aiSummariesPerMonth`, a feature
   * key or `export:<format>`), how many are allowed and used (null where it is not a count), the
   * caller's plan, the cheapest plan that lifts it (null when none does) and where to change plan.
   */
  limit: z
    .object({
      feature: z.string(),
      limit: z.number().nullable(),
      used: z.number().nullable(),
      plan: z.string(),
      upgradeTo: z.string().nullable(),
      upgradeUrl: z.literal('/subscription'),
    })
    .optional(),
});
export type ErrorResponse = z.infer<typeof errorResponseSchema>;

/** A database id in a path: a positive whole number. */
export const idSchema = z.coerce
  .number({ error: 'Must be a number' })
  .int('Must be a whole number')
  .positive('Must be a positive number')
  .max(2_147_483_647, 'Is too large');

export const idParamsSchema = z.object({ id: idSchema });
export type IdParams = z.infer<typeof idParamsSchema>;

/** Text that must be present and not blank after trimming. */
export function requiredText(label: string, max = 200) {
  return z
    .string({ error: (issue) => (issue.input === undefined ? `${label} is required` : `${label} must be text`) })
    .trim()
    .min(1, `${label} is required`)
    .max(max, `${label} must be at most ${max} characters`);
}

/** An email address, trimmed and lower-cased so that one mailbox is one account. */
export const emailSchema = z
  .string({ error: (issue) => (issue.input === undefined ? 'Email is required' : 'Email must be text') })
  .trim()
  .toLowerCase()
  .min(1, 'Email is required')
  .max(254, 'Email must be at most 254 characters')
  .pipe(z.email('Enter a valid email address'));

/** An ISO-8601 timestamp as sent over JSON. */
export const timestampSchema = z.string();

/** `{ ok: true }` for calls with nothing else to say. */
export const okResponseSchema = z.object({ ok: z.literal(true) });

/**
 * A web address a person may store and others will load (a property photo): http(s) only,
 * at most 2,048 characters, on a public host — never localhost, a private, link-local or
 * metadata address, or an IP written in decimal/octal/hex. Trimmed; the message says why.
 */
export const publicHttpUrlSchema = z
  .string({ error: 'must be a web address' })
  .trim()
  .max(PUBLIC_URL_MAX_LENGTH, `must be at most ${PUBLIC_URL_MAX_LENGTH.toLocaleString('en-US')} characters`)
  .superRefine((value, context) => {
    const problem = publicHttpUrlProblem(value);
    if (problem) context.addIssue({ code: 'custom', message: problem });
  });
