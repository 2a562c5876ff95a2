// Clean: the web app uses the contract's types and schemas, the one server entry it may import.
import { loginBodySchema, type Membership } from '@rei/server/contract';

export const parseLogin = (body: unknown) => loginBodySchema.parse(body);
export const firstMembership = (memberships: readonly Membership[]): Membership | undefined => memberships[0];
