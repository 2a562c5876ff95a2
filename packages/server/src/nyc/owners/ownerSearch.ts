/**
 * Owner search over the public record: the lots whose HPD registration contacts (joined to
 * their registration for the BBL) or ACRIS parties (joined to the document's legals for the
 * BBL) carry the searched words. Each dataset family answers from its import when it has one,
 * else from NYC Open Data live when that is on; a live family that cannot be reached is named,
 * never turned into an error of the whole search.
 */
import { and, eq, sql } from 'drizzle-orm';
import { nycDataset, type NycDatasetKey } from '@rei/engine';
import type { NycProvenance } from '../../contract/nycData';
import type { OwnerLot, OwnerMatch, OwnerSourceStatus } from '../../contract/owners';
import type { Database } from '../../db/client';
import { nycAcrisLegals, nycAcrisMaster, nycAcrisParties, nycHpdContacts, nycHpdRegistrations } from '../../db/schema';
import { boroughOfBbl } from '../enrichment/bbl';
import { importProvenance, latestImports } from '../enrichment/provenance';
import { soqlString, type SodaClient, type SodaRow } from '../soda/client';
import { acrisPartyRole, contactName, nameMatches, ownerLikePattern } from './ownerName';

/** Most name rows one family reads for one search (a page never needs more). */
export const OWNER_HITS_CAP = 2_000;
/** Most registrations or documents a live search follows to their lots (one `in (…)` list). */
const LIVE_FOLLOW_CAP = 200;

/** One name on one lot, before lots are grouped. */
export interface OwnerHit {
  readonly bbl: string;
  readonly address: string | null;
  readonly match: OwnerMatch;
}

/** What one dataset family answered. */
export interface FamilyAnswer {
  readonly status: OwnerSourceStatus;
  readonly hits: readonly OwnerHit[];
}

export interface OwnerSearchDeps {
  readonly db: Database;
  /** NYC Open Data, or null when live lookups are off. */
  readonly soda: SodaClient | null;
}

const FAMILIES = {
  hpd: { title: 'HPD Registrations and Contacts', datasets: ['hpd-registrations', 'hpd-contacts'] as NycDatasetKey[] },
  acris: { title: 'ACRIS Real Property Parties, Legals and Master', datasets: ['acris-parties', 'acris-legals', 'acris-master'] as NycDatasetKey[] },
} as const;
export type Family = keyof typeof FAMILIES;

const sodaId = (key: NycDatasetKey) => nycDataset(key).sodaIds[0]!;

/** `bbl` from a borough digit, block and lot as SODA or a file gives them; null when they do not make one. */
export function bblOf(borough: unknown, block: unknown, lot: unknown): string | null {
  const b = String(borough ?? '').trim();
  const blockNumber = Number(String(block ?? '').trim());
  const lotNumber = Number(String(lot ?? '').trim());
  if (!/^[1-5]$/.test(b) || !Number.isInteger(blockNumber) || !Number.isInteger(lotNumber)) return null;
  if (blockNumber < 1 || blockNumber > 99_999 || lotNumber < 1 || lotNumber > 9_999) return null;
  return `${b}${String(blockNumber).padStart(5, '0')}${String(lotNumber).padStart(4, '0')}`;
}

const joinAddress = (...parts: (string | null | undefined)[]) => {
  const text = parts.map((part) => part?.trim() ?? '').filter(Boolean).join(' ');
  return text === '' ? null : text;
};

const text = (row: SodaRow, field: string): string | null => {
  const value = row[field];
  if (value === undefined || value === null) return null;
  const trimmed = String(value).trim();
  return trimmed === '' ? null : trimmed;
};

/** YYYY-MM-DD from a floating timestamp or MM/DD/YYYY. */
const day = (value: string | null): string | null => {
  if (!value) return null;
  const iso = /^(\d{4}-\d{2}-\d{2})/.exec(value);
  if (iso) return iso[1]!;
  const us = /^(\d{1,2})\/(\d{1,2})\/(\d{4})/.exec(value);
  return us ? `${us[3]}-${us[1]!.padStart(2, '0')}-${us[2]!.padStart(2, '0')}` : null;
};

/** The contact name that matched: the corporation when it holds the words, else the person. */
function matchedContactName(
  row: { corporationName: string | null; firstName: string | null; lastName: string | null },
  words: readonly string[],
): string | null {
  if (row.corporationName && nameMatches(row.corporationName, words)) return row.corporationName.trim();
  const person = contactName({ corporationName: null, firstName: row.firstName, lastName: row.lastName });
  if (person && nameMatches(person, words)) return person;
  return null;
}

// ---- imported tables -------------------------------------------------------------------------

async function importedHpd(db: Database, words: readonly string[]): Promise<OwnerHit[]> {
  const pattern = ownerLikePattern(words);
  const fullName = sql`upper(coalesce(${nycHpdContacts.corporationName}, '') || ' ' || coalesce(${nycHpdContacts.firstName}, '') || ' ' || coalesce(${nycHpdContacts.lastName}, ''))`;
  const rows = await db
    .select({
      bbl: nycHpdRegistrations.bbl,
      houseNumber: nycHpdRegistrations.houseNumber,
      streetName: nycHpdRegistrations.streetName,
      asOf: nycHpdRegistrations.lastRegistrationDate,
      contactType: nycHpdContacts.contactType,
      corporationName: nycHpdContacts.corporationName,
      firstName: nycHpdContacts.firstName,
      lastName: nycHpdContacts.lastName,
    })
    .from(nycHpdContacts)
    .innerJoin(nycHpdRegistrations, eq(nycHpdRegistrations.registrationId, nycHpdContacts.registrationId))
    .where(sql`${fullName} like ${pattern}`)
    .limit(OWNER_HITS_CAP);
  return rows.flatMap((row) => {
    const name = matchedContactName(row, words);
    if (!name) return [];
    return [{
      bbl: row.bbl,
      address: joinAddress(row.houseNumber, row.streetName),
      match: { name, role: row.contactType ?? 'Contact', source: 'hpd' as const, asOf: row.asOf },
    }];
  });
}

async function importedAcris(db: Database, words: readonly string[]): Promise<OwnerHit[]> {
  const rows = await db
    .select({
      bbl: nycAcrisLegals.bbl,
      streetNumber: nycAcrisLegals.streetNumber,
      streetName: nycAcrisLegals.streetName,
      name: nycAcrisParties.name,
      partyType: nycAcrisParties.partyType,
      docType: nycAcrisMaster.docType,
      recordedDate: nycAcrisMaster.recordedDate,
    })
    .from(nycAcrisParties)
    .innerJoin(nycAcrisLegals, eq(nycAcrisLegals.documentId, nycAcrisParties.documentId))
    .leftJoin(nycAcrisMaster, eq(nycAcrisMaster.documentId, nycAcrisParties.documentId))
    .where(and(sql`upper(coalesce(${nycAcrisParties.name}, '')) like ${ownerLikePattern(words)}`))
    .limit(OWNER_HITS_CAP);
  return rows.flatMap((row) =>
    row.name && nameMatches(row.name, words)
      ? [{
          bbl: row.bbl,
          address: joinAddress(row.streetNumber, row.streetName),
          match: { name: row.name.trim(), role: acrisPartyRole(row.partyType, row.docType), source: 'acris' as const, asOf: row.recordedDate },
        }]
      : [],
  );
}

// ---- NYC Open Data live ----------------------------------------------------------------------

/** `upper(field) like '%W1%W2%'` with the pattern as a SoQL string literal. */
const likeClause = (field: string, words: readonly string[]) => `upper(${field}) like ${soqlString(ownerLikePattern(words))}`;

async function liveHpd(soda: SodaClient, words: readonly string[]): Promise<{ hits: OwnerHit[]; fetchedAt: Date }> {
  const personClause =
    words.length === 1
      ? likeClause('lastname', words)
      : `(${likeClause('firstname', words.slice(0, 1))} AND ${likeClause('lastname', words.slice(1))})`;
  const contacts = await soda.query(sodaId('hpd-contacts'), {
    select: 'registrationid, type, corporationname, firstname, lastname',
    where: `${likeClause('corporationname', words)} OR ${personClause}`,
    limit: OWNER_HITS_CAP,
  });
  const byRegistration = new Map<string, SodaRow[]>();
  for (const row of contacts.rows) {
    const id = text(row, 'registrationid');
    if (!id || !/^\d{1,12}$/.test(id)) continue;
    byRegistration.set(id, [...(byRegistration.get(id) ?? []), row]);
  }
  const ids = [...byRegistration.keys()].slice(0, LIVE_FOLLOW_CAP);
  if (ids.length === 0) return { hits: [], fetchedAt: contacts.fetchedAt };
  const registrations = await soda.query(sodaId('hpd-registrations'), {
    select: 'registrationid, boroid, block, lot, housenumber, streetname, lastregistrationdate',
    where: `registrationid in (${ids.join(', ')})`,
    limit: LIVE_FOLLOW_CAP,
  });
  const hits: OwnerHit[] = [];
  for (const registration of registrations.rows) {
    const bbl = bblOf(registration.boroid, registration.block, registration.lot);
    if (!bbl) continue;
    for (const contact of byRegistration.get(text(registration, 'registrationid') ?? '') ?? []) {
      const name = matchedContactName(
        { corporationName: text(contact, 'corporationname'), firstName: text(contact, 'firstname'), lastName: text(contact, 'lastname') },
        words,
      );
      if (!name) continue;
      hits.push({
        bbl,
        address: joinAddress(text(registration, 'housenumber'), text(registration, 'streetname')),
        match: { name, role: text(contact, 'type') ?? 'Contact', source: 'hpd', asOf: day(text(registration, 'lastregistrationdate')) },
      });
    }
  }
  return { hits, fetchedAt: registrations.fetchedAt < contacts.fetchedAt ? registrations.fetchedAt : contacts.fetchedAt };
}

async function liveAcris(soda: SodaClient, words: readonly string[]): Promise<{ hits: OwnerHit[]; fetchedAt: Date }> {
  const parties = await soda.query(sodaId('acris-parties'), {
    select: 'document_id, party_type, name',
    where: likeClause('name', words),
    limit: OWNER_HITS_CAP,
  });
  const byDocument = new Map<string, SodaRow[]>();
  for (const row of parties.rows) {
    const id = text(row, 'document_id');
    if (!id || !/^[A-Za-z0-9]{1,20}$/.test(id)) continue;
    byDocument.set(id, [...(byDocument.get(id) ?? []), row]);
  }
  const ids = [...byDocument.keys()].slice(0, LIVE_FOLLOW_CAP);
  if (ids.length === 0) return { hits: [], fetchedAt: parties.fetchedAt };
  const inList = `document_id in (${ids.map(soqlString).join(', ')})`;
  const [legals, master] = await Promise.all([
    soda.query(sodaId('acris-legals'), { select: 'document_id, borough, block, lot, street_number, street_name', where: inList, limit: 5_000 }),
    soda.query(sodaId('acris-master'), { select: 'document_id, doc_type, recorded_datetime', where: inList, limit: LIVE_FOLLOW_CAP }),
  ]);
  const documents = new Map(master.rows.map((row) => [text(row, 'document_id') ?? '', row]));
  const hits: OwnerHit[] = [];
  for (const legal of legals.rows) {
    const bbl = bblOf(legal.borough, legal.block, legal.lot);
    const documentId = text(legal, 'document_id') ?? '';
    if (!bbl) continue;
    const document = documents.get(documentId);
    for (const party of byDocument.get(documentId) ?? []) {
      const name = text(party, 'name');
      if (!name || !nameMatches(name, words)) continue;
      hits.push({
        bbl,
        address: joinAddress(text(legal, 'street_number'), text(legal, 'street_name')),
        match: {
          name,
          role: acrisPartyRole(text(party, 'party_type'), document ? text(document, 'doc_type') : null),
          source: 'acris',
          asOf: document ? day(text(document, 'recorded_datetime')) : null,
        },
      });
    }
  }
  const oldest = [parties.fetchedAt, legals.fetchedAt, master.fetchedAt].sort((a, b) => a.getTime() - b.getTime())[0]!;
  return { hits, fetchedAt: oldest };
}

// ---- one family, imported or live ------------------------------------------------------------

function liveProvenance(family: Family, fetchedAt: Date): NycProvenance[] {
  return FAMILIES[family].datasets.map((key) => ({
    dataset: `soda:${sodaId(key)}`,
    sourceId: sodaId(key),
    title: `${nycDataset(key).title} (NYC Open Data, live)`,
    asOf: fetchedAt.toISOString().slice(0, 10),
    retrievedAt: fetchedAt.toISOString(),
  }));
}

/**
 * One family's hits: from its imports when every dataset of it was imported, else live, else
 * none with the reason. A live failure (timeout, refusal, malformed answer) is reported in the
 * status; it never fails the search.
 */
export async function searchFamily(
  deps: OwnerSearchDeps,
  family: Family,
  words: readonly string[],
  onLiveError?: (error: unknown) => void,
): Promise<FamilyAnswer> {
  const { title, datasets } = FAMILIES[family];
  const runs = await latestImports(deps.db);
  if (datasets.every((key) => runs.has(key))) {
    const hits = family === 'hpd' ? await importedHpd(deps.db, words) : await importedAcris(deps.db, words);
    return {
      status: { source: family, title, mode: 'imported', problem: null, provenance: datasets.map((key) => importProvenance(runs.get(key)!)) },
      hits,
    };
  }
  if (!deps.soda) {
    const absent = datasets.filter((key) => !runs.has(key));
    return {
      status: {
        source: family, title, mode: 'unavailable', provenance: [],
        problem: `${title} are not imported (${absent.join(', ')}) and live NYC Open Data lookups are off.`,
      },
      hits: [],
    };
  }
  try {
    const { hits, fetchedAt } = family === 'hpd' ? await liveHpd(deps.soda, words) : await liveAcris(deps.soda, words);
    return { status: { source: family, title, mode: 'live', problem: null, provenance: liveProvenance(family, fetchedAt) }, hits };
  } catch (error) {
    onLiveError?.(error);
    return {
      status: {
        source: family, title, mode: 'unavailable', provenance: [],
        problem: `NYC Open Data (${datasets.map(sodaId).join(', ')}) could not be reached, so ${title} were not searched.`,
      },
      hits: [],
    };
  }
}

/**
 * Hits grouped into lots, each with its distinct matches, newest record first (then by BBL so
 * the order is stable across pages).
 */
export function groupIntoLots(hits: readonly OwnerHit[]): OwnerLot[] {
  const lots = new Map<string, { bbl: string; address: string | null; matches: OwnerMatch[]; newest: string }>();
  for (const hit of hits) {
    let lot = lots.get(hit.bbl);
    if (!lot) {
      lot = { bbl: hit.bbl, address: hit.address, matches: [], newest: '' };
      lots.set(hit.bbl, lot);
    }
    lot.address ??= hit.address;
    const seen = lot.matches.some(
      (m) => m.name === hit.match.name && m.role === hit.match.role && m.source === hit.match.source && m.asOf === hit.match.asOf,
    );
    if (!seen) lot.matches.push(hit.match);
    if ((hit.match.asOf ?? '') > lot.newest) lot.newest = hit.match.asOf ?? '';
  }
  return [...lots.values()]
    .sort((a, b) => b.newest.localeCompare(a.newest) || a.bbl.localeCompare(b.bbl))
    .map(({ bbl, address, matches }) => ({
      bbl,
      address,
      borough: boroughOfBbl(bbl),
      matches: matches.sort((a, b) => (b.asOf ?? '').localeCompare(a.asOf ?? '')),
      href: `/property/bbl/${bbl}`,
    }));
}

/**
 * A family the lot's own owners could not be read from (for "other buildings of this owner"):
 * says why, so an unread source is never reported as a record that names no owner.
 * `unreachable`: NYC Open Data did not answer; `not_imported`: not imported and live lookups off;
 * `failed`: the read failed otherwise.
 */
export function unreadOwnersStatus(family: Family, reason: 'unreachable' | 'not_imported' | 'failed'): OwnerSourceStatus {
  const { title, datasets } = FAMILIES[family];
  const problem =
    reason === 'unreachable'
      ? `NYC Open Data (${datasets.map(sodaId).join(', ')}) could not be reached, so the lot’s owners in ${title} were not read.`
      : reason === 'not_imported'
        ? `${title} are not imported and live NYC Open Data lookups are off, so the lot’s owners there were not read.`
        : `${title} could not be read just now, so the lot’s owners there were not read.`;
  return { source: family, title, mode: 'unavailable', provenance: [], problem };
}
