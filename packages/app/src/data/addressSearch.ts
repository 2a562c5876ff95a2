/**
 * The Property Search page's search: GET /api/properties/search for the text, answered with
 * the lot (a stored property or the public record), or — on a 404 — why no lot was found and
 * what to try (the contract's `notFound`), as the PropertySearch screen shows it.
 */
import type { AddressNotFound, PropertySearchResponse } from '@rei/server/contract';
import type { SearchNotFound } from '@rei/ui';
import { isRequestError } from '../api/RequestError';
import { apiRequest } from '../api/apiRequest';

export type AddressSearchOutcome =
  | { readonly kind: 'found'; readonly property: PropertySearchResponse }
  /** No lot: `notFound` says why (null when the server gave only a message). */
  | { readonly kind: 'not-found'; readonly message: string; readonly notFound: SearchNotFound | null };

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The screen's view of the server's `notFound`, or null when the body has none. */
export function searchNotFoundOf(body: unknown, message: string): SearchNotFound | null {
  if (!isRecord(body) || !isRecord(body.notFound)) return null;
  const detail = body.notFound as unknown as AddressNotFound;
  if (typeof detail.reason !== 'string' || !Array.isArray(detail.candidates) || !Array.isArray(detail.consulted) || !Array.isArray(detail.tryNext)) return null;
  return {
    reason: detail.reason,
    message,
    bbl: detail.bbl,
    address: detail.address,
    candidates: detail.candidates.map((c) => ({ label: c.label, boroughName: c.boroughName, bbl: c.bbl })),
    consulted: detail.consulted.map((d) => ({ dataset: d.dataset, title: d.title, mode: d.mode })),
    live: detail.live,
    tryNext: detail.tryNext,
  };
}

/** Searches `address`; any failure other than a 404 is thrown (the page toasts it). */
export async function searchAddress(address: string): Promise<AddressSearchOutcome> {
  try {
    const property = await apiRequest<PropertySearchResponse>('GET', '/api/properties/search', { query: { address, _cache: Date.now() } });
    return { kind: 'found', property };
  } catch (error) {
    if (!isRequestError(error) || error.status !== 404) throw error;
    return { kind: 'not-found', message: error.message, notFound: searchNotFoundOf(error.body, error.message) };
  }
}
