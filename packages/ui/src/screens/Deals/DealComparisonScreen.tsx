import { EmptyState } from '../../components/EmptyState';
import { ErrorState } from '../../components/ErrorState';
import { Skeleton } from '../../components/Skeleton';
import { DEAL_STRATEGY_LABELS, formatDealFigure, formatHeadline, humanizeField, propertyLine, unitOfField, type DealView } from './dealTypes';
import * as styles from './Deals.css';
import * as tableStyles from '../../components/Table/Table.css';

/** Every string the comparison shows. */
export const DEAL_COMPARISON_TEXT = {
  title: 'Compare deals',
  caption: 'Deals side by side: headline figures and key inputs',
  loading: 'Loading the deals to compare',
  errorTitle: 'Could not load the comparison',
  tooFew: 'Choose 2 to 6 deals',
  tooFewBody: 'Select 2 to 6 deals on the Deals page to compare them side by side.',
  figure: 'Figure',
  strategy: 'Strategy',
  property: 'Property',
  standalone: 'Standalone',
  version: 'Version',
  headlines: 'Headline figures',
  inputs: 'Key inputs',
  notInStrategy: (strategy: string) => `not a ${strategy} figure`,
  notComputed: 'could not be computed',
  notEntered: 'not an input of this strategy',
} as const;

/** The inputs compared when a deal has them: what the investor most often compares across strategies. */
export const DEAL_COMPARISON_KEY_INPUTS = [
  'purchasePrice',
  'propertyValue',
  'contractPrice',
  'grossMonthlyRent',
  'monthlyRent',
  'downPaymentPercent',
  'interestRate',
  'loanTerm',
  'rehabCost',
  'rehabCosts',
  'afterRepairValue',
  'propertyTax',
  'insurance',
] as const;

const KEY_INPUTS: ReadonlySet<string> = new Set(DEAL_COMPARISON_KEY_INPUTS);

/**
 * The input rows of a comparison: the key inputs any deal has, then every other input whose value
 * differs between the deals that have it (a duplicate with its rent changed shows the rent), so
 * what sets the deals apart is always on the table.
 */
export function comparedInputKeys(deals: readonly Pick<DealView, 'current'>[]): string[] {
  const keys = DEAL_COMPARISON_KEY_INPUTS.filter((key) => deals.some((deal) => deal.current.inputs[key] !== undefined)) as string[];
  const others = new Set<string>();
  for (const deal of deals) for (const key of Object.keys(deal.current.inputs)) if (!KEY_INPUTS.has(key)) others.add(key);
  for (const key of others) {
    const values = deals.map((deal) => deal.current.inputs[key]).filter((value) => value !== undefined && value !== null);
    if (values.some((value) => typeof value === 'object')) continue;
    if (new Set(values.map((value) => JSON.stringify(value))).size > 1) keys.push(key);
  }
  return keys;
}

export interface DealComparisonScreenProps {
  deals: readonly DealView[];
  loading?: boolean;
  error?: string | null;
  onRetry?: () => void;
  dealHref: (deal: DealView) => string;
}

function Missing({ reason }: { reason: string }) {
  return (
    <span>
      —<span className={styles.reason}>{reason}</span>
    </span>
  );
}

/**
 * 2–6 deals side by side, across strategies: a row per headline figure and key input, a column
 * per deal. A figure a deal does not have shows "—" with the reason (another strategy's figure,
 * or it could not be computed), never 0.
 */
export function DealComparisonScreen({ deals, loading = false, error = null, onRetry, dealHref }: DealComparisonScreenProps) {
  let body;
  if (loading) body = <Skeleton lines={6} label={DEAL_COMPARISON_TEXT.loading} />;
  else if (error) body = <ErrorState title={DEAL_COMPARISON_TEXT.errorTitle} message={error} onRetry={onRetry} headingLevel={2} />;
  else if (deals.length < 2) body = <EmptyState title={DEAL_COMPARISON_TEXT.tooFew} description={DEAL_COMPARISON_TEXT.tooFewBody} headingLevel={2} />;
  else {
    const headlineRows = new Map<string, string>();
    for (const deal of deals) for (const headline of deal.headlines) if (!headlineRows.has(headline.key)) headlineRows.set(headline.key, headline.label);
    const inputKeys = comparedInputKeys(deals);
    const cell = tableStyles.cell({ align: 'right', density: 'compact' });
    const headerCell = tableStyles.cell({ align: 'left', header: true, density: 'compact' });
    body = (
      <div className={tableStyles.scroller}>
        <table className={tableStyles.table}>
          <caption className={tableStyles.caption}>{DEAL_COMPARISON_TEXT.caption}</caption>
          <thead>
            <tr>
              <th scope="col" className={headerCell}>
                {DEAL_COMPARISON_TEXT.figure}
              </th>
              {deals.map((deal) => (
                <th key={deal.id} scope="col" className={headerCell}>
                  <a className={styles.link} href={dealHref(deal)}>
                    {deal.name}
                  </a>
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            <tr className={tableStyles.row}>
              <th scope="row" className={headerCell}>{DEAL_COMPARISON_TEXT.strategy}</th>
              {deals.map((deal) => (
                <td key={deal.id} className={cell}>{DEAL_STRATEGY_LABELS[deal.strategyType]}</td>
              ))}
            </tr>
            <tr className={tableStyles.row}>
              <th scope="row" className={headerCell}>{DEAL_COMPARISON_TEXT.property}</th>
              {deals.map((deal) => (
                <td key={deal.id} className={cell}>{deal.property ? propertyLine(deal.property) : DEAL_COMPARISON_TEXT.standalone}</td>
              ))}
            </tr>
            <tr className={tableStyles.row}>
              <th scope="row" className={headerCell}>{DEAL_COMPARISON_TEXT.version}</th>
              {deals.map((deal) => (
                <td key={deal.id} className={cell}>{`v${deal.currentVersion}`}</td>
              ))}
            </tr>
            {[...headlineRows].map(([key, label]) => (
              <tr key={key} className={tableStyles.row}>
                <th scope="row" className={headerCell}>{label}</th>
                {deals.map((deal) => {
                  const headline = deal.headlines.find((each) => each.key === key);
                  let content;
                  if (!headline) content = <Missing reason={DEAL_COMPARISON_TEXT.notInStrategy(DEAL_STRATEGY_LABELS[deal.strategyType])} />;
                  else if (headline.value === null) content = <Missing reason={DEAL_COMPARISON_TEXT.notComputed} />;
                  else content = formatHeadline(headline);
                  return <td key={deal.id} className={cell}>{content}</td>;
                })}
              </tr>
            ))}
            {inputKeys.map((key) => (
              <tr key={key} className={tableStyles.row}>
                <th scope="row" className={headerCell}>{humanizeField(key)}</th>
                {deals.map((deal) => {
                  const value = deal.current.inputs[key];
                  const source = deal.current.inputSources[key]?.label;
                  return (
                    <td key={deal.id} className={cell}>
                      {value === undefined || value === null ? (
                        <Missing reason={DEAL_COMPARISON_TEXT.notEntered} />
                      ) : (
                        <>
                          {formatDealFigure(value, unitOfField(key))}
                          {source ? <span className={styles.reason}>{source}</span> : null}
                        </>
                      )}
                    </td>
                  );
                })}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    );
  }
  return (
    <section className={styles.page} aria-labelledby="deal-compare-title">
      <h1 id="deal-compare-title" className={styles.title}>
        {DEAL_COMPARISON_TEXT.title}
      </h1>
      {body}
    </section>
  );
}
