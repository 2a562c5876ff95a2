import { BOROUGH_NAMES, boroughCode, type NycProvenance } from '@rei/engine';

/**
 * What the owner-search screens show (the shape of the server's owner-search answers; the app
 * passes them through). Kept here so the UI never imports the server.
 */
export interface OwnerMatchView {
  readonly name: string;
  /** HPD contact type (CorporateOwner, Agent, …) or ACRIS role ("Grantee (deed)"). */
  readonly role: string;
  readonly source: 'hpd' | 'acris';
  /** Registration or recording date (YYYY-MM-DD). */
  readonly asOf: string | null;
}

export interface OwnerLotView {
  readonly bbl: string;
  readonly address: string | null;
  readonly borough: string;
  readonly matches: readonly OwnerMatchView[];
  /** The lot's property page. */
  readonly href: string;
}

export interface OwnerSourceView {
  readonly source: 'hpd' | 'acris';
  readonly title: string;
  readonly mode: 'imported' | 'live' | 'unavailable';
  readonly problem: string | null;
  readonly provenance: readonly NycProvenance[];
}

export interface OwnerSearchView {
  readonly name: string;
  readonly words: readonly string[];
  readonly results: readonly OwnerLotView[];
  readonly offset: number;
  readonly limit: number;
  readonly hasMore: boolean;
  readonly sources: readonly OwnerSourceView[];
}

export interface RelatedOwnersView {
  readonly owners: readonly string[];
  readonly results: readonly OwnerLotView[];
  readonly sources: readonly OwnerSourceView[];
}

/** Names of the record sources as the page says them. */
export const OWNER_SOURCE_LABELS: Readonly<Record<OwnerMatchView['source'], string>> = {
  hpd: 'HPD registration',
  acris: 'ACRIS',
};

/** The borough's name (the engine's `BOROUGH_NAMES`) for a code such as "BK"; other text as it is. */
export function boroughLabel(borough: string): string {
  const code = boroughCode(borough);
  return code === null ? borough : BOROUGH_NAMES[code];
}

/** "BBL 3-05550-0007" — borough, block and lot as people write them. */
export function bblLabel(bbl: string): string {
  return /^\d{10}$/.test(bbl) ? `BBL ${bbl[0]}-${bbl.slice(1, 6)}-${bbl.slice(6)}` : `BBL ${bbl}`;
}

/** One line per consulted source: "HPD Registrations and Contacts: imported, as of 2024-05-12 · tesw-yqqr, feu5-w2e2". */
export function sourceLine(source: OwnerSourceView): string {
  if (source.mode === 'unavailable') return `${source.title}: ${source.problem ?? 'not consulted'}`;
  const dates = source.provenance.map((p) => p.asOf).filter((d): d is string => Boolean(d)).sort();
  const newest = dates[dates.length - 1];
  const ids = source.provenance.map((p) => p.sourceId).join(', ');
  const how = source.mode === 'live' ? 'NYC Open Data live, retrieved' : 'imported, as of';
  return `${source.title}: ${how} ${newest ?? 'date not recorded'}${ids ? ` · ${ids}` : ''}`;
}
