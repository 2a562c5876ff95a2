/**
 * Properties: the organization's stored properties, one property by id, the property page's
 * lookups (by address or BBL, each answered with the lot's public record), address
 * suggestions, and creating or importing properties. Writes mark every property-dependent
 * area stale (see `invalidatePropertyData`).
 */
import { mutationOptions, queryOptions, useMutation, useQueries, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type {
  AddressSuggestion,
  LotEventList,
  PropertyImportJob,
  PropertyImportResponse,
  PropertyResponse,
  PropertySearchResponse,
  PropertyTransferResponse,
  propertyCreateBodySchema,
} from '@rei/server/contract';
import { RequestError, isRequestError } from '../api/RequestError';
import { apiRequest } from '../api/apiRequest';
import { addressKeys, invalidateOrganizationScope, invalidatePropertyData, propertyKeys } from './queryKeys';

export { addressKeys, propertyKeys };

/** The body of POST /api/properties, as the contract accepts it. */
export type PropertyCreateRequest = z.input<typeof propertyCreateBodySchema>;

/** Fewest characters typed before addresses are suggested. */
export const SUGGEST_MIN_LENGTH = 2;

/**
 * Reads one property-page lookup: the answer (a stored property or a public-record lot,
 * with its `nycData`), or null when the server has none (404). Any other failure keeps the
 * text the page has always shown: 'Failed to fetch property: {status text}'.
 */
async function readLookup(path: string, query?: Record<string, string | number>): Promise<PropertySearchResponse | null> {
  try {
    return await apiRequest<PropertySearchResponse>('GET', path, { query });
  } catch (error) {
    if (!isRequestError(error)) throw error;
    if (error.status === 404) return null;
    if (error.status === 0) throw error;
    throw new RequestError({
      status: error.status,
      statusText: error.statusText,
      code: error.code,
      fields: error.fields,
      body: error.body,
      message: `Failed to fetch property: ${error.statusText || error.status}`,
    });
  }
}

/** GET /api/properties/search?address=…&_cache=… (the time stamp keeps a browser cache out of the way). */
export function searchPropertyByAddress(address: string): Promise<PropertySearchResponse | null> {
  return readLookup('/api/properties/search', { address, _cache: Date.now() });
}

/** GET /api/properties/bbl/{bbl} */
export function searchPropertyByBbl(bbl: string, apartment: string | null = null): Promise<PropertySearchResponse | null> {
  const query = apartment ? `?unit=${encodeURIComponent(apartment)}` : '';
  return readLookup(`/api/properties/bbl/${encodeURIComponent(bbl)}${query}`);
}

/** The search address of a stored property ("418 Halsey Street, Brooklyn, NY 11233"). */
export function searchAddressOf(property: Pick<PropertyResponse, 'address' | 'city' | 'state' | 'zip'>): string {
  return [property.address, property.city, [property.state, property.zip].filter(Boolean).join(' ')].filter(Boolean).join(', ');
}

/** Query options of the property reads, keyed by `propertyKeys`. */
export const propertyQueries = {
  /** GET /api/properties: the selected organization's properties (an answer that is not a list reads as none). */
  list: () =>
    queryOptions({
      queryKey: propertyKeys.list(),
      queryFn: () => apiRequest<PropertyResponse[]>('GET', '/api/properties'),
      select: (data: PropertyResponse[]) => (Array.isArray(data) ? data : []),
    }),
  /** GET /api/properties/detail/{id} */
  detail: (propertyId: number) =>
    queryOptions({
      queryKey: propertyKeys.detail(propertyId),
      queryFn: () => apiRequest<PropertyResponse>('GET', `/api/properties/detail/${propertyId}`),
    }),
  /** GET /api/properties/{id}/events?since=: the changes to the property's lot's public record since a day. */
  events: (propertyId: number, since: string) =>
    queryOptions({
      queryKey: propertyKeys.events(propertyId, since),
      queryFn: () => apiRequest<LotEventList>('GET', `/api/properties/${propertyId}/events`, { query: { since } }),
    }),
  /** The property behind an address, with its public record; null when there is none. */
  search: (address: string) =>
    queryOptions({ queryKey: propertyKeys.search(address), queryFn: () => searchPropertyByAddress(address) }),
  /** The lot behind a BBL, answered like an address search. */
  byBbl: (bbl: string, apartment: string | null = null) =>
    queryOptions({ queryKey: propertyKeys.byBbl(bbl, apartment), queryFn: () => searchPropertyByBbl(bbl, apartment) }),
};

/** Query options of the address suggestions for `text` (trimmed). */
export function addressSuggestionsQuery(text: string) {
  const q = text.trim();
  return queryOptions({
    queryKey: addressKeys.suggestions(q),
    queryFn: () => apiRequest<AddressSuggestion[]>('GET', '/api/addresses/suggest', { query: { q } }),
    enabled: q.length >= SUGGEST_MIN_LENGTH,
    placeholderData: (previous: AddressSuggestion[] | undefined) => previous,
  });
}

/** The selected organization's properties, read when `enabled`. */
export function useProperties(enabled = true) {
  return useQuery({ ...propertyQueries.list(), enabled });
}

/** One stored property by id, read when `propertyId` is a whole number. */
export function usePropertyDetail(propertyId: number | undefined) {
  return useQuery({ ...propertyQueries.detail(propertyId ?? 0), enabled: propertyId !== undefined && Number.isInteger(propertyId) });
}

/** How far back the property page lists the lot's record changes. */
export const RECORD_CHANGES_DAYS = 90;

/** The day (YYYY-MM-DD, UTC) `days` before `now`: where the property page's record changes start. */
export function recordChangesSince(now: Date, days = RECORD_CHANGES_DAYS): string {
  return new Date(now.getTime() - days * 86_400_000).toISOString().slice(0, 10);
}

/** The stored property's lot's record changes since `since`; off while `propertyId` is undefined. */
export function usePropertyEvents(propertyId: number | undefined, since: string) {
  return useQuery({ ...propertyQueries.events(propertyId ?? 0, since), enabled: propertyId !== undefined && Number.isInteger(propertyId) });
}

/** The property behind an address with its public record; null when the server has none. Off while `address` is null. */
export function usePropertySearch(address: string | null) {
  return useQuery({ ...propertyQueries.search(address ?? ''), enabled: Boolean(address) });
}

/** The lot behind a BBL, answered like an address search. Off while `bbl` is null. */
export function usePropertyByBbl(bbl: string | null, apartment: string | null = null) {
  return useQuery({ ...propertyQueries.byBbl(bbl ?? '', apartment), enabled: Boolean(bbl) });
}

/** One stored property's public record as the Legal Status page shows it. */
export interface PropertyPublicRecord {
  readonly propertyId: number;
  /** The record, or null when none is imported for the lot. */
  readonly nycData: PropertySearchResponse['nycData'];
  /** The read failed: its message ('Failed to fetch property: …'). */
  readonly error: string | null;
}

/** The property fields the public-record lookup needs. */
export type PublicRecordSubject = Pick<PropertyResponse, 'id' | 'bbl' | 'address' | 'city' | 'state' | 'zip'>;

/**
 * Query options of one property's public record: by BBL when the property has one, else by its
 * address. A failed read is kept in the result (not thrown), so the page can say which failed.
 */
export function publicRecordQuery(property: PublicRecordSubject) {
  return queryOptions({
    queryKey: propertyKeys.publicRecord(property.id, property.bbl ?? searchAddressOf(property)),
    queryFn: async (): Promise<PropertyPublicRecord> => {
      try {
        const found = property.bbl ? await searchPropertyByBbl(property.bbl) : await searchPropertyByAddress(searchAddressOf(property));
        return { propertyId: property.id, nycData: found?.nycData ?? null, error: null };
      } catch (error) {
        return { propertyId: property.id, nycData: null, error: error instanceof Error ? error.message : String(error) };
      }
    },
  });
}

/**
 * The public record of each given property, one query per property so each card fills in as
 * its record arrives; `loading` is true while any is still being read.
 */
export function usePropertyPublicRecords(properties: readonly PublicRecordSubject[]) {
  return useQueries({
    queries: properties.map(publicRecordQuery),
    combine: (results) => ({
      records: results.flatMap((result) => (result.data ? [result.data] : [])),
      loading: results.some((result) => result.isPending),
    }),
  });
}

/** Addresses matching what is typed, from two characters on; the previous list stays while the next loads. */
export function useAddressSuggestions(text: string) {
  return useQuery(addressSuggestionsQuery(text));
}

/** POST /api/properties; the answer is the stored property. */
export function createProperty(body: PropertyCreateRequest): Promise<PropertyResponse> {
  return apiRequest<PropertyResponse>('POST', '/api/properties', { body });
}


/** Upload progress shown before the server answers: the bytes sent fill the bar up to this share. */
const UPLOAD_SHARE_PERCENT = 95;

/** How often a large import's job is asked for its progress. */
export const IMPORT_JOB_POLL_MS = 500;

const isImportJob = (answer: PropertyImportResponse | PropertyImportJob): answer is PropertyImportJob => 'kind' in answer && answer.kind === 'property-import';

/**
 * Polls a property import job (GET /api/properties/import/jobs/{jobId}) until it has finished,
 * reporting rows done of all; answers its result, or fails with its reason.
 */
async function importJobResult(job: PropertyImportJob, onImportProgress?: (done: number, total: number) => void): Promise<PropertyImportResponse> {
  let current = job;
  for (;;) {
    if (current.progress.total !== null) onImportProgress?.(current.progress.done, current.progress.total);
    if (current.state === 'completed' && current.result) return current.result;
    if (current.state === 'failed') throw new RequestError({ status: 409, message: current.error ?? 'The import failed.', code: 'IMPORT_FAILED' });
    await new Promise((resolve) => setTimeout(resolve, IMPORT_JOB_POLL_MS));
    current = await apiRequest<PropertyImportJob>('GET', `/api/properties/import/jobs/${current.id}`);
  }
}

/**
 * Sends a CSV to POST /api/properties/import (as text/csv) reporting progress in percent: up
 * to 95 while bytes go out, 100 once the import answered. A large file is imported by a job on
 * the server (202): its rows done of all go to `onImportProgress` until it has finished. Fails
 * with a RequestError whose `body` carries the rows the server refused. With `skipInvalid` the
 * valid rows are imported and the answer lists the skipped ones.
 */
export async function uploadPropertiesCsv(
  csv: string,
  onProgress: (percent: number) => void,
  options: { skipInvalid?: boolean; onImportProgress?: (done: number, total: number) => void } = {},
): Promise<PropertyImportResponse> {
  const answer = await apiRequest<PropertyImportResponse | PropertyImportJob>('POST', '/api/properties/import', {
    // All or nothing unless the person chose to import only the valid rows.
    query: options.skipInvalid ? { skipInvalid: 'true' } : undefined,
    upload: {
      contentType: 'text/csv',
      content: csv,
      onProgress: (loaded, total) => onProgress(Math.min(UPLOAD_SHARE_PERCENT, Math.round((loaded / total) * UPLOAD_SHARE_PERCENT))),
    },
  });
  onProgress(100);
  return isImportJob(answer) ? importJobResult(answer, options.onImportProgress) : answer;
}

/** Mutation options of the property writes; each marks every property-dependent area stale when it settles, whatever the outcome. */
export const propertyMutations = {
  create: (queryClient: QueryClient) => mutationOptions({ mutationFn: createProperty, onSettled: () => invalidatePropertyData(queryClient) }),
  uploadCsv: (queryClient: QueryClient) =>
    mutationOptions({
      mutationFn: ({
        csv,
        onProgress,
        onImportProgress,
        skipInvalid,
      }: {
        csv: string;
        onProgress: (percent: number) => void;
        onImportProgress?: (done: number, total: number) => void;
        skipInvalid?: boolean;
      }) => uploadPropertiesCsv(csv, onProgress, { skipInvalid, onImportProgress }),
      onSettled: () => invalidatePropertyData(queryClient),
    }),
  /**
   * Moves or copies a property into another of the user's organizations (POST …/move or …/copy).
   * Properties, deals and reports of two organizations change: every organization-scoped read goes stale.
   */
  transfer: (queryClient: QueryClient) =>
    mutationOptions({
      mutationFn: ({ propertyId, mode, targetOrganizationId }: PropertyTransferRequest) =>
        apiRequest<PropertyTransferResponse>('POST', `/api/properties/${propertyId}/${mode}`, { body: { targetOrganizationId } }),
      onSettled: () => invalidateOrganizationScope(queryClient),
    }),
};

/** A move or copy of a property into another organization. */
export interface PropertyTransferRequest {
  propertyId: number;
  mode: 'move' | 'copy';
  targetOrganizationId: number;
}

/** Moves or copies a property into another of the user's organizations. */
export function usePropertyTransfer() {
  return useMutation(propertyMutations.transfer(useQueryClient()));
}

/** Creates a property. */
export function useCreateProperty() {
  return useMutation(propertyMutations.create(useQueryClient()));
}

/** Imports a CSV with upload progress. */
export function useUploadCsv() {
  return useMutation(propertyMutations.uploadCsv(useQueryClient()));
}
