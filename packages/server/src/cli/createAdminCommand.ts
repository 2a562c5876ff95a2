import { parseArgs } from 'node:util';
import { emailSchema, registerBodySchema } from '../contract';
import type { ServerConfig } from '../config';
import { openDatabase } from '../db/client';
import { findUserByEmail, setUserRoleRow } from '../db/queries/users';
import { prepareDatabase } from '../server';
import { createAccount } from '../services/users';

/**
 * `rei create-admin --email E --password P --name N`: promotes the account with that email to
 * system admin, or creates it as an admin when there is none (password and name then follow
 * the registration rules).
 */
export async function createAdminCommand(args: readonly string[], config: ServerConfig): Promise<void> {
  const { values } = parseArgs({
    args: [...args],
    options: { email: { type: 'string' }, password: { type: 'string' }, name: { type: 'string' } },
  });
  const email = emailSchema.safeParse(values.email ?? '');
  if (!email.success) throw new Error('create-admin needs --email with a valid address');
  const database = await openDatabase(config);
  try {
    await prepareDatabase(database);
    const existing = await findUserByEmail(database.db, email.data);
    if (existing) {
      await setUserRoleRow(database.db, existing.id, 'admin');
      console.log(`${email.data} is now a system admin (user ${existing.id}).`);
      return;
    }
    const account = registerBodySchema.safeParse({ email: email.data, password: values.password, fullName: values.name });
    if (!account.success) {
      const problems = account.error.issues.map((issue) => `--${issue.path.join('.') === 'fullName' ? 'name' : issue.path.join('.')}: ${issue.message}`);
      throw new Error(`create-admin: ${problems.join('; ')}`);
    }
    // The operator running the command vouches for the address: the account starts confirmed.
    const created = await createAccount(database.db, { ...account.data, role: 'admin', emailVerified: true });
    console.log(`Created system admin ${created.email} (user ${created.id}).`);
  } finally {
    await database.close();
  }
}
