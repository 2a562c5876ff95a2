/** What changed on a property's lot since a date: the lot event log read for one property the caller may read. */
import type { LotEventList } from '../contract';
import type { Database } from '../db/client';
import { lotEventsSince } from '../db/queries/lotEvents';
import { loadReadableProperty, type Viewer } from './properties';

/** Events answered at most (the oldest first from `since`). */
const EVENTS_LISTED = 200;

/**
 * GET /api/properties/{id}/events?since=: the changes recorded on the property's lot at or after
 * `since` (every one when left out), scoped as the property itself (404 for one the caller
 * cannot read). A property on no known lot (no BBL) has none.
 */
export async function listPropertyEvents(db: Database, viewer: Viewer, propertyId: number, since: string | undefined): Promise<LotEventList> {
  const property = await loadReadableProperty(db, viewer, propertyId);
  const from = since ? new Date(since.length === 10 ? `${since}T00:00:00Z` : since) : null;
  const rows = property.bbl ? await lotEventsSince(db, property.bbl, from, EVENTS_LISTED) : [];
  return {
    bbl: property.bbl,
    since: from?.toISOString() ?? null,
    events: rows.map((row) => ({
      id: row.id,
      bbl: row.bbl,
      kind: row.kind as LotEventList['events'][number]['kind'],
      title: row.title,
      body: row.body,
      dataset: row.dataset,
      recordedAt: row.recordedAt.toISOString(),
    })),
  };
}
