import { INVITABLE_ORG_ROLES } from '../domain/organization';
import { formError, type FormError } from './messages';
import { MIN_PASSWORD_LENGTH } from './password';

// A pragmatic check: something@something.tld, no spaces. The server sends the real proof (a mail).
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

function blank(value: string | null | undefined): boolean {
  return value == null || value.trim() === '';
}

/** Whether `value` looks like an email address. */
export function isEmail(value: string | null | undefined): boolean {
  return !blank(value) && EMAIL.test((value as string).trim());
}

/**
 * Checks the search box: a blank query shows 'Please enter an address to search.'.
 *
 * @example
 * validateSearchQuery('   ')?.description // 'Please enter an address to search.'
 */
export function validateSearchQuery(query: string | null | undefined): FormError | null {
  return blank(query) ? formError('searchEmpty', ['address']) : null;
}

export interface LoginFields {
  readonly email?: string | null;
  readonly password?: string | null;
}

/**
 * Checks the sign-in form: both email and password are required. The login page titles
 * the toast 'Missing credentials'; the dashboard's auth form 'Missing fields'.
 */
export function validateLogin(fields: LoginFields, form: 'page' | 'dashboard' = 'page'): FormError | null {
  const missing = [blank(fields.email) ? 'email' : null, blank(fields.password) ? 'password' : null].filter(
    (f): f is string => f !== null,
  );
  if (missing.length === 0) return null;
  return formError(form === 'page' ? 'loginMissingPage' : 'loginMissingDashboard', missing);
}

export interface RegisterFields {
  readonly fullName?: string | null;
  readonly email?: string | null;
  readonly password?: string | null;
  readonly confirmPassword?: string | null;
}

/**
 * Checks the sign-up form, first problem first: all four fields required ('Please fill
 * all fields'); a valid email; passwords match ("Passwords don't match"); password at
 * least `MIN_PASSWORD_LENGTH` characters.
 *
 * @example
 * validateRegister({ fullName: 'A', email: 'a@b.co', password: 'longenough1', confirmPassword: 'different1' })?.title
 * // "Passwords don't match"
 */
export function validateRegister(fields: RegisterFields): FormError | null {
  const missing = (['fullName', 'email', 'password', 'confirmPassword'] as const).filter((key) => blank(fields[key]));
  if (missing.length > 0) return formError('registerMissing', missing);
  if (!isEmail(fields.email)) return formError('emailInvalid', ['email']);
  if (fields.password !== fields.confirmPassword) return formError('passwordsDiffer', ['confirmPassword']);
  if ((fields.password as string).length < MIN_PASSWORD_LENGTH) return formError('passwordTooShort', ['password']);
  return null;
}

export interface InviteFields {
  readonly email?: string | null;
  readonly role?: string | null;
}

/**
 * Checks the Invite User dialog: an email is required ('Email required' / 'Please
 * enter an email address.') and must look like one; the role must be analyst or admin
 * (owners are never invited). The role defaults to analyst when left out.
 */
export function validateInvite(fields: InviteFields): FormError | null {
  if (blank(fields.email)) return formError('inviteEmailMissing', ['email']);
  if (!isEmail(fields.email)) return formError('emailInvalid', ['email']);
  const role = fields.role ?? 'analyst';
  if (!(INVITABLE_ORG_ROLES as readonly string[]).includes(role)) return formError('inviteRoleInvalid', ['role']);
  return null;
}
