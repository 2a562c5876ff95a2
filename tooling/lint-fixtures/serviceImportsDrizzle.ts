// Planted violation: a service building its own query instead of calling a repository in db/queries.
import { eq } from 'drizzle-orm';
import { users } from '../db/schema';

export const byId = (id: number) => eq(users.id, id);
