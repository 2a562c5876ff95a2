/**
 * The calculator's prefill for a selected property: the stored property (GET
 * /api/properties/detail/{id}) and its public record (by BBL, else by address), turned into
 * calculator values with their sources by the engine's `dealPrefill`.
 */
import { useQuery } from '@tanstack/react-query';
import { dealPrefill, type DealPrefill } from '@rei/engine';
import type { PropertyResponse } from '@rei/server/contract';
import { publicRecordQuery, usePropertyDetail, type PropertyPublicRecord } from './properties';

/** The engine's prefill of a stored property and its record (null while the property is unknown). */
export function prefillOf(property: PropertyResponse | undefined, record: PropertyPublicRecord | undefined): DealPrefill | null {
  if (!property) return null;
  return dealPrefill({ property, record: record?.nycData ?? null });
}

/**
 * The selected property's prefill. It waits for the public record (a few hundred
 * milliseconds), so the calculators start once, from every value the record supports;
 * a record that fails to load leaves the property's own values.
 */
export function useDealPrefill(propertyId: number | null): { prefill: DealPrefill | null; loading: boolean } {
  const detail = usePropertyDetail(propertyId ?? undefined);
  const property = detail.data;
  const record = useQuery({
    ...publicRecordQuery(property ?? { id: 0, bbl: null, address: '', city: null, state: null, zip: null }),
    enabled: property !== undefined,
  });
  const loading = propertyId !== null && (detail.isPending || (property !== undefined && record.isPending));
  return { prefill: loading ? null : prefillOf(property, record.data), loading };
}
