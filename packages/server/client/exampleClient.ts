/**
 * A typed client of the REI API in a few lines: openapi-fetch over the types openapi-typescript
 * generated from GET /api/openapi.json (`reiApi.d.ts`). `pnpm typecheck` compiles this file, so a
 * change to the API that breaks a client like this one fails CI.
 *
 * @example
 * const rei = reiClient('http://localhost:5000', process.env.REI_API_KEY!);
 * const { outputs } = await calculateBuyHold(rei, { purchasePrice: 900_000, grossMonthlyRent: 6_500 });
 */
import createClient, { type Client } from 'openapi-fetch';
import type { paths } from './reiApi';

export type ReiClient = Client<paths>;

/** A client that sends the API key (`rei_…`) on every request. */
export function reiClient(baseUrl: string, apiKey: string): ReiClient {
  return createClient<paths>({ baseUrl, headers: { authorization: `Bearer ${apiKey}` } });
}

/** Runs the Buy & Hold calculator (nothing stored); throws the API's message on an error. */
export async function calculateBuyHold(client: ReiClient, inputs: Record<string, number>): Promise<{ outputs: Record<string, unknown>; engineVersion: string }> {
  const { data, error } = await client.POST('/api/strategies/calculate', { body: { strategyType: 'buy_hold', inputs } });
  if (error) throw new Error(`${error.code}: ${error.message}`);
  return { outputs: data.outputs, engineVersion: data.engineVersion };
}

/** The names of a page of the organization's deals, filtered by text. */
export async function dealNames(client: ReiClient, text: string): Promise<string[]> {
  const { data, error } = await client.GET('/api/deals', { params: { query: { q: text, pageSize: 50 } } });
  if (error) throw new Error(`${error.code}: ${error.message}`);
  return data.items.map((deal) => deal.name);
}

/** One deal's current outputs, or null when the organization has no such deal (404). */
export async function dealOutputs(client: ReiClient, id: number): Promise<Record<string, unknown> | null> {
  const { data, error, response } = await client.GET('/api/deals/{id}', { params: { path: { id } } });
  if (response.status === 404) return null;
  if (error) throw new Error(`${error.code}: ${error.message}`);
  return data.current.outputs;
}
