/** Test helpers for the property, portfolio, strategy and audit suites. */
import { insertProperties } from '../src/db/queries/properties';
import { newPropertyValues } from '../src/services/propertyValues';
import type { PropertyWriteFieldsInput } from '../src/contract';
import type { TestServer, TestUser } from './harness';

/** A Brooklyn 6-family: price 1,250,000 and rent 15,000 give the spec's default Buy & Hold numbers. */
export const HALSEY_STREET = {
  address: '418 Halsey Street',
  city: 'Brooklyn',
  state: 'NY',
  zip: '11233',
  propertyType: 'multi-family',
  units: 6,
  yearBuilt: 1910,
  squareFeet: 4_800,
  purchasePrice: 1_250_000,
  monthlyRent: 15_000,
} as const;

/** POST /api/properties as `user`; throws unless 201. */
export async function addProperty(server: TestServer, user: TestUser, overrides: Record<string, unknown> = {}): Promise<any> {
  const response = await server.request({ method: 'POST', url: '/api/properties', token: user.token, payload: { ...HALSEY_STREET, ...overrides } });
  if (response.statusCode !== 201) throw new Error(`add property failed: ${response.statusCode} ${response.body}`);
  return response.data;
}

/**
 * Inserts `owner`'s own property straight into the database, outside any portfolio (an
 * upload through the API lands in the portfolio; tests of adding to the portfolio start here).
 */
export async function insertOwnProperty(server: TestServer, owner: TestUser, fields: PropertyWriteFieldsInput = HALSEY_STREET): Promise<{ id: number }> {
  const [row] = await insertProperties(server.db, [newPropertyValues(fields, { userId: owner.id, organizationId: owner.organizationId })]);
  return { id: row!.id };
}

/** Inserts a demo property owned by `owner`'s organization straight into the database. */
export async function insertDemoProperty(server: TestServer, owner: TestUser, fields: PropertyWriteFieldsInput): Promise<number> {
  const [row] = await insertProperties(server.db, [
    newPropertyValues(fields, { userId: owner.id, organizationId: owner.organizationId, isDemo: true }),
  ]);
  return row!.id;
}

/** `member` joins `owner`'s organization with `role` (invited, then accepted). */
export async function joinOrganization(server: TestServer, owner: TestUser, member: TestUser, role: 'admin' | 'analyst'): Promise<void> {
  const invited = await server.request({
    method: 'POST',
    url: `/api/organizations/${owner.organizationId}/invite`,
    token: owner.token,
    payload: { email: member.email, role },
  });
  if (invited.statusCode !== 201) throw new Error(`invite failed: ${invited.statusCode} ${invited.body}`);
  const accepted = await server.request({ method: 'POST', url: `/api/organizations/${owner.organizationId}/invitations/accept`, token: member.token });
  if (accepted.statusCode !== 200) throw new Error(`accept failed: ${accepted.statusCode} ${accepted.body}`);
}
