import { useState } from 'react';
import { SAMPLE_LEGAL_PROPERTIES, legalStatus, summaryAuthorLabel, mockLegalRules, type Property, type SampleLegalProperty } from '@rei/engine';
import { Button } from '../../components/Button';
import { Card } from '../../components/Card';
import { EmptyState } from '../../components/EmptyState';
import { ErrorState } from '../../components/ErrorState';
import { ListSearch, Pager } from '../../components/Pager';
import { Switch } from '../../components/Switch';
import { Tabs } from '../../components/Tabs';
import { cityLine } from '../PropertyDetail/propertyDetailModel';
import type { DataSource } from '../PropertyDetail/provenance';
import type { NycRecord } from '../PropertyDetail/nycRecord';
import { legalSources, nycLegalStatus, recordLegalCheck } from '../PropertyDetail/nycRecordModel';
import { LegalPropertyCard, type LegalPropertyCardProps } from './LegalPropertyCard';
import { LEGAL_LIST_ORDERS, LEGAL_PAGE_TABS, LEGAL_PAGE_TEXT, type LegalListOrder, type LegalPageTab } from './legalStatusText';
import * as styles from './LegalStatusScreen.css';

/** A property's public record for the Live Data System tab (the app reads it per property). */
export interface LegalPublicRecord {
  readonly propertyId: number;
  /** The lot's record (its legal blocks are enough), or null when none is imported for it. */
  readonly nycData: LegalRecordBlocks | null;
  /** Reading it failed. */
  readonly error?: string | null;
}

/** The parts of a lot's public record the Legal Status page reads. */
export type LegalRecordBlocks = Pick<NycRecord, 'evictionDetails' | 'taxLienDetails' | 'foreclosureDetails' | 'waterLiens' | 'missingDatasets'> &
  Partial<Pick<NycRecord, 'unreachableDatasets' | 'checkedDatasets' | 'lockedBlocks'>>;

/** How the live list is filtered and ordered (the server pages it). */
export interface LegalListQuery {
  /** Text matched against address, city, ZIP and BBL. */
  readonly text: string;
  /** Only properties with at least one legal record. */
  readonly flaggedOnly: boolean;
  readonly order: LegalListOrder;
}

/** Where the live list is: page number, size and how many properties match. */
export interface LegalListPage {
  readonly page: number;
  readonly pageSize: number;
  readonly total: number;
}

/** AI feedback on one property's legal picture. */
export interface LegalFeedbackItem {
  readonly propertyId: number;
  readonly address: string;
  readonly text: string;
  /** ISO date-time the feedback was written. */
  readonly generatedAt: string;
  /** Model or provider that wrote it, e.g. 'claude-sonnet'. */
  readonly model?: string;
}

export interface LegalStatusScreenProps {
  /** The signed-in user's properties (their real legal records, read by the engine's `legalStatus`). */
  properties?: readonly Property[];
  loading?: boolean;
  error?: string | null;
  onRetry?: () => void;
  /** Where the live legal records came from. */
  source?: DataSource | null;
  /**
   * Each property's public record (evictions, tax and water liens, foreclosure with their
   * sources). When given, the live cards show these real flags; a property missing from the
   * list while `recordsLoading` is shown as being read.
   */
  publicRecords?: readonly LegalPublicRecord[];
  recordsLoading?: boolean;
  /** Demo properties for the Sample Properties tab; defaults to the engine's samples. */
  samples?: readonly SampleLegalProperty[];
  /** Summary Feedback tab (each item names who wrote it: the built-in template or the model). */
  feedback?: readonly LegalFeedbackItem[];
  onRequestFeedback?: (propertyId: number) => void;
  /** Id of the property whose feedback is being written. */
  requestingFeedbackId?: number | null;
  /** The live list's filters and order; with `onListQueryChange` the search, flagged switch and order controls show. */
  listQuery?: LegalListQuery;
  onListQueryChange?: (query: LegalListQuery) => void;
  /** The live list is paged on the server: shows the pager. */
  listPage?: LegalListPage;
  onPageChange?: (page: number) => void;
  /** The next page or filter result is loading (the current cards stay). */
  listFetching?: boolean;
  /**
   * The plan that adds legal records, when the caller's plan does not show them: the cards say
   * "not checked", the flagged switch is off and the list cannot be ordered by legal records.
   */
  legalRecordsPlan?: string | null;
  tab?: LegalPageTab;
  defaultTab?: LegalPageTab;
  onTabChange?: (tab: LegalPageTab) => void;
}

/** Datasets whose rows make the legal flags. */
/** What a live card shows: the record's real flags with their sources, or why there are none. */
function liveCard(
  property: Property,
  records: readonly LegalPublicRecord[] | undefined,
  loading: boolean,
  source: DataSource | null | undefined,
): Pick<LegalPropertyCardProps, 'legal' | 'source' | 'sources' | 'extraPills' | 'note' | 'statusUnknown'> {
  // No public record was read for the card: nothing was checked, so nothing is called clear.
  if (records === undefined) return { legal: legalStatus(property), source, statusUnknown: true };
  const found = records.find((record) => record.propertyId === property.id);
  if (!found) {
    return { legal: legalStatus(property), note: loading ? LEGAL_PAGE_TEXT.readingRecords : LEGAL_PAGE_TEXT.noPublicRecord, statusUnknown: true };
  }
  if (found.error) return { legal: legalStatus(property), note: LEGAL_PAGE_TEXT.recordReadFailed(found.error), statusUnknown: true };
  const record = found.nycData;
  if (!record) return { legal: legalStatus(property), note: LEGAL_PAGE_TEXT.noPublicRecord, statusUnknown: true };
  const legal = nycLegalStatus(record, property);
  const waterLiens = record.waterLiens.length;
  const issues = legal.hasLegalIssues || waterLiens > 0;
  // Three states: the card says "Clear" only when every legal dataset was checked.
  const check = recordLegalCheck(record, legal);
  return {
    legal,
    sources: legalSources(record),
    extraPills: waterLiens > 0 ? [{ label: waterLiens === 1 ? 'Water Lien' : `${waterLiens} Water Liens`, status: record.waterLiens[0]!.status }] : [],
    note: check.headline,
    statusUnknown: check.verdict !== 'clear' && !issues,
  };
}

/**
 * Legal Status: Live Data System (the user's properties with status pills and the Legal
 * Details drawer), Sample Properties (the engine's demo data through `mockLegalRules`,
 * clearly labelled as samples) and Summary Feedback (per property, labelled by who wrote it).
 */
export function LegalStatusScreen({
  properties = [],
  loading = false,
  error,
  onRetry,
  source,
  publicRecords,
  recordsLoading = false,
  samples = SAMPLE_LEGAL_PROPERTIES,
  feedback = [],
  onRequestFeedback,
  requestingFeedbackId = null,
  listQuery,
  onListQueryChange,
  listPage,
  onPageChange,
  listFetching = false,
  legalRecordsPlan = null,
  tab,
  defaultTab = 'live',
  onTabChange,
}: LegalStatusScreenProps) {
  const [ownTab, setOwnTab] = useState<LegalPageTab>(defaultTab);
  const selected = tab ?? ownTab;

  const filtered = listQuery !== undefined && (listQuery.text.trim() !== '' || listQuery.flaggedOnly);
  const controls =
    listQuery && onListQueryChange ? (
      <ListSearch
        className={styles.controls}
        label={LEGAL_PAGE_TEXT.filtersLabel}
        searchLabel={LEGAL_PAGE_TEXT.searchLabel}
        searchPlaceholder={LEGAL_PAGE_TEXT.searchPlaceholder}
        text={listQuery.text}
        onTextChange={(text) => onListQueryChange({ ...listQuery, text })}
        orderLabel={LEGAL_PAGE_TEXT.orderLabel}
        order={legalRecordsPlan && listQuery.order === 'flags-desc' ? 'addedAt-desc' : listQuery.order}
        orders={legalRecordsPlan ? LEGAL_LIST_ORDERS.filter((order) => order !== 'flags-desc') : LEGAL_LIST_ORDERS}
        orderText={LEGAL_PAGE_TEXT.orders}
        onOrderChange={(order) => onListQueryChange({ ...listQuery, order })}
      >
        <Switch
          label={LEGAL_PAGE_TEXT.flaggedOnly}
          checked={listQuery.flaggedOnly && !legalRecordsPlan}
          disabled={Boolean(legalRecordsPlan)}
          onCheckedChange={(flaggedOnly) => onListQueryChange({ ...listQuery, flaggedOnly })}
        />
      </ListSearch>
    ) : null;
  const lockedNote = legalRecordsPlan ? (
    <p className={styles.note} role="note">
      {LEGAL_PAGE_TEXT.lockedRecords(legalRecordsPlan)}
    </p>
  ) : null;

  const cards = loading ? (
    <p role="status" className={styles.status}>
      {LEGAL_PAGE_TEXT.loading}
    </p>
  ) : error ? (
    <ErrorState title={LEGAL_PAGE_TEXT.loadError} message={error} onRetry={onRetry} />
  ) : properties.length === 0 && filtered ? (
    <EmptyState
      title={LEGAL_PAGE_TEXT.noMatch}
      action={
        onListQueryChange && listQuery ? (
          <Button variant="secondary" onClick={() => onListQueryChange({ ...listQuery, text: '', flaggedOnly: false })}>
            {LEGAL_PAGE_TEXT.clearFilters}
          </Button>
        ) : undefined
      }
    />
  ) : properties.length === 0 ? (
    <EmptyState title={LEGAL_PAGE_TEXT.empty} />
  ) : (
    <div className={styles.grid} aria-busy={listFetching || undefined}>
      {properties.map((property, index) => (
        <LegalPropertyCard
          key={property.id ?? `${property.address}-${index}`}
          address={property.address}
          place={cityLine(property)}
          {...liveCard(property, publicRecords, recordsLoading, source)}
        />
      ))}
    </div>
  );
  const live = (
    <>
      {controls}
      {lockedNote}
      {cards}
      {listPage && onPageChange && !loading && !error && listPage.total > 0 ? (
        <Pager
          page={listPage.page}
          pageSize={listPage.pageSize}
          total={listPage.total}
          onPageChange={onPageChange}
          busy={listFetching}
          label={LEGAL_PAGE_TEXT.pagerLabel}
          itemsLabel={LEGAL_PAGE_TEXT.pagerItems}
        />
      ) : null}
    </>
  );

  const sampleTab = (
    <>
      <p className={styles.note} role="note">
        {LEGAL_PAGE_TEXT.samplesNote}
      </p>
      <div className={styles.grid}>
        {samples.map((sample) => (
          <LegalPropertyCard key={sample.id} address={sample.address} place={cityLine(sample)} legal={mockLegalRules(sample)} />
        ))}
      </div>
    </>
  );

  const withoutFeedback = properties.filter((p) => typeof p.id === 'number' && !feedback.some((f) => f.propertyId === p.id));
  const feedbackTab = (
    <div className={styles.grid}>
      {feedback.length === 0 && withoutFeedback.length === 0 ? <EmptyState title={LEGAL_PAGE_TEXT.feedbackEmpty} /> : null}
      {feedback.map((item) => (
        <Card key={item.propertyId} title={item.address} as="article">
          <p className={styles.feedbackText}>{item.text}</p>
          <p className={styles.meta}>
            <time dateTime={item.generatedAt}>{item.generatedAt.slice(0, 10)}</time>
            {` · ${summaryAuthorLabel(item.model)}`}
          </p>
        </Card>
      ))}
      {onRequestFeedback
        ? withoutFeedback.map((property) => (
            <Card key={property.id ?? property.address} title={property.address} as="article">
              <p className={styles.meta}>{LEGAL_PAGE_TEXT.feedbackEmpty}</p>
              <div className={styles.footer}>
                <Button
                  size="sm"
                  variant="secondary"
                  loading={requestingFeedbackId === property.id}
                  loadingText={LEGAL_PAGE_TEXT.requesting}
                  onClick={() => onRequestFeedback(property.id as number)}
                  aria-label={`${LEGAL_PAGE_TEXT.requestFeedback}: ${property.address}`}
                >
                  {LEGAL_PAGE_TEXT.requestFeedback}
                </Button>
              </div>
            </Card>
          ))
        : null}
    </div>
  );

  return (
    <div className={styles.page}>
      <header>
        <h1 className={styles.title}>{LEGAL_PAGE_TEXT.title}</h1>
        <p className={styles.subtitle}>{LEGAL_PAGE_TEXT.subtitle}</p>
      </header>
      <Tabs
        aria-label="Legal status views"
        value={selected}
        onValueChange={(next) => {
          if (!(LEGAL_PAGE_TABS as readonly string[]).includes(next)) return;
          if (tab === undefined) setOwnTab(next as LegalPageTab);
          onTabChange?.(next as LegalPageTab);
        }}
        items={[
          { value: 'live', label: LEGAL_PAGE_TEXT.liveTab, content: live },
          { value: 'samples', label: LEGAL_PAGE_TEXT.samplesTab, content: sampleTab },
          { value: 'feedback', label: LEGAL_PAGE_TEXT.feedbackTab, content: feedbackTab },
        ]}
      />
    </div>
  );
}
