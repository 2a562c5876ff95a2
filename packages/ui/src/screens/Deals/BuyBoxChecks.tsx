import { BUY_BOX_METRICS, formatNumber, type BuyBoxMetric } from '@rei/engine';
import { Badge } from '../../components/Badge';
import { formatDealFigure, type BuyBoxCheckView, type DealBuyBoxView } from './dealTypes';
import * as styles from './Deals.css';

export const BUY_BOX_CHECK_TEXT = {
  title: 'Buy box',
  whose: { personal: 'your buy box', organization: 'the team’s buy box' },
  passes: 'Passes the buy box',
  fails: (failing: number, tested: number) => `Fails ${failing} of ${tested} criteria`,
  status: { pass: 'pass', fail: 'fail', not_defined: 'not defined', not_applicable: 'not applicable to this strategy' },
  intro: (scope: DealBuyBoxView['scope']) =>
    `Each criterion of ${BUY_BOX_CHECK_TEXT.whose[scope]} against this deal’s current version: the deal’s figure, the threshold and the outcome. A figure that is not defined (a return on no cash invested) does not pass.`,
} as const;

/** A buy box figure in its unit: money, percent, DSCR as a multiple, cost ÷ ARV as a plain ratio. */
export function formatBuyBoxFigure(metric: string, value: number | null): string {
  const spec = (BUY_BOX_METRICS as Record<string, { unit: 'percent' | 'ratio' | 'money' } | undefined>)[metric as BuyBoxMetric];
  if (value === null) return '—';
  if (metric === 'costToArv') return formatNumber(value, { decimals: 2 });
  return formatDealFigure(value, spec?.unit ?? 'ratio');
}

/** One criterion as a sentence: "Cap rate 5.12 % ≥ 6.00 %: fail". */
export function buyBoxCheckText(check: BuyBoxCheckView): string {
  const value = check.status === 'not_applicable' ? '' : check.value === null ? ' not defined' : ` ${formatBuyBoxFigure(check.metric, check.value)}`;
  return `${check.label}${value} (needs ${check.comparison} ${formatBuyBoxFigure(check.metric, check.threshold)}): ${BUY_BOX_CHECK_TEXT.status[check.status]}`;
}

/** The verdict badge: passes, or how many tested criteria fail. */
export function BuyBoxVerdict({ buyBox }: { buyBox: DealBuyBoxView }) {
  const tested = buyBox.checks.filter((check) => check.status !== 'not_applicable');
  const failing = tested.filter((check) => check.status !== 'pass').length;
  return <Badge tone={buyBox.passes ? 'success' : 'danger'}>{buyBox.passes ? BUY_BOX_CHECK_TEXT.passes : BUY_BOX_CHECK_TEXT.fails(failing, tested.length)}</Badge>;
}

/** Every criterion of the buy box with the deal's number, the threshold and pass / fail. */
export function BuyBoxCheckList({ buyBox }: { buyBox: DealBuyBoxView }) {
  return (
    <ul className={styles.headlineList}>
      {buyBox.checks.map((check) => (
        <li key={check.metric} data-status={check.status}>
          <Badge tone={check.status === 'pass' ? 'success' : check.status === 'not_applicable' ? 'neutral' : 'danger'} outlined>
            {BUY_BOX_CHECK_TEXT.status[check.status]}
          </Badge>{' '}
          {buyBoxCheckText(check)}
        </li>
      ))}
    </ul>
  );
}

/** The deal page's buy box section: the verdict and each criterion. */
export function BuyBoxChecks({ buyBox }: { buyBox: DealBuyBoxView }) {
  return (
    <section className={styles.panel} aria-labelledby="deal-buy-box">
      <h2 id="deal-buy-box" className={styles.sectionTitle}>
        {BUY_BOX_CHECK_TEXT.title}
      </h2>
      <p className={styles.muted}>{BUY_BOX_CHECK_TEXT.intro(buyBox.scope)}</p>
      <div>
        <BuyBoxVerdict buyBox={buyBox} />
      </div>
      <BuyBoxCheckList buyBox={buyBox} />
    </section>
  );
}
