import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, within } from 'storybook/test';
import { MARKET_SALE_RULE, buyHoldDefaults, dealPrefill, formatCurrency, type MetricsAssumption } from '@rei/engine';
import { PropertyDetailScreen } from '@rei/ui';
import { emptyNycRecord, fullNycRecord, legalNycRecord, nycOnlyProperty, portfolioPropertyWithRecord } from '../fixtures/nycData';
import { fullProperty, fullPropertyProvenance, propertyWithoutMetrics, sparseProperty } from '../fixtures/property';
import { recordChangesOfLot } from '../fixtures/recordChanges';

/** Matches a source line ('Source: … · as of …') whose date sits in its own <time> element. */
function sourceLine(text: string) {
  return (_content: string, element: Element | null) => element?.tagName === 'P' && element.textContent === text;
}

/** No number on the page reads NaN or undefined, whatever the data lacks. */
async function expectNoBrokenNumbers(root: HTMLElement) {
  await expect(root.textContent ?? '').not.toMatch(/NaN|undefined|Infinity/);
}

const meta = {
  title: 'Screens/PropertyDetail',
  component: PropertyDetailScreen,
  args: {
    property: fullProperty,
    provenance: fullPropertyProvenance,
    onAddToPortfolio: fn(),
    onGenerateStrategy: fn(),
    onTabChange: fn(),
    onNavigate: fn(),
  },
} satisfies Meta<typeof PropertyDetailScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A watched lot's page with its recent record changes below the tabs (newest first, each with its dataset). */
export const WithRecordChanges: Story = {
  args: { recordChanges: { changes: recordChangesOfLot, since: '2026-10-01' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: '418 Halsey Street' })).toBeInTheDocument();
    const changes = canvas.getByRole('heading', { name: 'Recent record changes' }).closest('section') as HTMLElement;
    await expect(within(changes).getAllByRole('listitem')).toHaveLength(recordChangesOfLot.length);
    await expect(within(changes).getByText('Since Oct 1, 2026')).toBeInTheDocument();
  },
};

/** Loaded, Overview tab: header, chips, stat tiles, investment block, sources. */
export const Overview: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: '418 Halsey Street' })).toBeInTheDocument();
    await expect(canvas.getByText('Metrics Calculated')).toBeInTheDocument();
    await expect(canvas.getByText('Investment Analysis')).toBeInTheDocument();
    await expect(canvas.getAllByText(/Source: PLUTO 25v2/).length).toBeGreaterThan(0);
    await userEvent.click(canvas.getByRole('button', { name: 'Add to Portfolio' }));
    await expect(args.onAddToPortfolio).toHaveBeenCalledTimes(1);
  },
};

// What the server lists for 418 Halsey Street's metrics: the Buy & Hold defaults, and the tax from PLUTO's assessed value.
const halseyDefaults = buyHoldDefaults(fullProperty.purchasePrice ?? undefined, fullProperty.monthlyRent ?? undefined);
const halseyPrefill = dealPrefill({ property: fullProperty });
const halseyTax = halseyPrefill.annualPropertyTax;
const halseyClosing = halseyPrefill.closingCosts;
const byDefault = { kind: 'default', label: 'default', note: null } as const;
const halseyAssumptions: MetricsAssumption[] = [
  { key: 'interestRate', label: 'Interest rate', value: halseyDefaults.interestRate, unit: 'percent', source: byDefault },
  { key: 'downPaymentPercent', label: 'Down payment', value: halseyDefaults.downPaymentPercent, unit: 'percent', source: byDefault },
  { key: 'vacancyRate', label: 'Vacancy', value: halseyDefaults.vacancyRate, unit: 'percent', source: byDefault },
  { key: 'propertyTax', label: 'Property tax (annual)', value: halseyTax?.value ?? halseyDefaults.propertyTax, unit: 'money', source: halseyTax?.source ?? byDefault },
  { key: 'insurance', label: 'Insurance (annual)', value: halseyDefaults.insurance, unit: 'money', source: byDefault },
  // a NYC lot: the buyer's NYC closing costs instead of 3 % of the price, as the server lists them
  ...(halseyClosing
    ? [{ key: 'closingCosts', label: 'Closing costs', value: halseyClosing.value, unit: 'money', source: halseyClosing.source } as const]
    : []),
];

/** The investment block lists the assumptions its metrics rest on, each with its source. */
export const MetricsWithAssumptions: Story = {
  args: { metricsAssumptions: halseyAssumptions },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByText('Assumptions behind these metrics'));
    const tax = canvas.getByText('Property tax (annual)').nextElementSibling;
    await expect(tax).toHaveTextContent(formatCurrency(halseyTax?.value));
    await expect(tax).toHaveTextContent(/PLUTO assessed value \(estimate\)/);
    await expect(canvas.getByText('Insurance (annual)').nextElementSibling).toHaveTextContent('default');
    const closing = canvas.getByText('Closing costs').nextElementSibling;
    await expect(closing).toHaveTextContent(formatCurrency(halseyClosing?.value));
    await expect(closing).toHaveTextContent(/NYC buyer closing costs \(NYC: mortgage recording tax .*title estimate/);
  },
};

export const InvestmentTab: Story = {
  args: { defaultTab: 'investment' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Investment Dashboard')).toBeInTheDocument();
  },
};

/** Four meters from the engine, four of the five schools. */
export const NeighborhoodTab: Story = {
  args: { defaultTab: 'neighborhood' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('meter')).toHaveLength(4);
    await expect(canvas.queryByText('Boys and Girls High School')).toBeNull();
    await expect(canvas.getByText('Excellence Boys Charter School')).toBeInTheDocument();
  },
};

/** Comparables with the criteria, violations, zoning, and the first five of six water liens. */
export const NycDataTab: Story = {
  args: { defaultTab: 'nyc-data' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByText(/Same block · Last 5 years/).length).toBeGreaterThan(0);
    await expect(canvas.getByText('Water liens (first 5 of 6)')).toBeInTheDocument();
    // The $0 (non-market) sale is filtered out of the comparables table.
    await expect(canvas.queryByText('229 Decatur Street')).toBeNull();
  },
};

export const SummaryTab: Story = {
  args: { defaultTab: 'summary' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Legal Risk Assessment')).toBeInTheDocument();
    await expect(canvas.getAllByText('Tax Lien').length).toBeGreaterThan(0);
  },
};

/** The legal pills open the Legal Status Details drawer. */
export const LegalDrawer: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Legal Details' }));
    const drawer = await screen.findByRole('dialog', { name: 'Legal Status Details' });
    await expect(within(drawer).getByText('NYCTL 2024-A Trust')).toBeInTheDocument();
  },
};

export const Adding: Story = { args: { addState: 'adding' } };

export const InPortfolio: Story = {
  args: { addState: 'in-portfolio' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: '✓ In Portfolio' })).toBeDisabled();
  },
};

/** No metrics: no Investment Analysis block; the tab explains why. */
export const WithoutMetrics: Story = {
  args: { property: propertyWithoutMetrics, provenance: undefined, defaultTab: 'investment' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByText('Metrics Calculated')).toBeNull();
    await expect(canvas.getByText('Investment Analysis Not Available')).toBeInTheDocument();
  },
};

/** Sparse data: N/A everywhere data is missing; neighborhood unavailable; refresh offered for the strategy. */
export const SparseData: Story = {
  args: { property: sparseProperty, provenance: undefined, defaultTab: 'neighborhood' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Neighborhood data not available for this property.')).toBeInTheDocument();
    await expect(canvas.getAllByText('N/A').length).toBeGreaterThan(3);
    await userEvent.click(canvas.getByRole('tab', { name: 'Investment' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Generate strategy in the calculator' }));
    await expect(args.onGenerateStrategy).toHaveBeenCalledTimes(1);
  },
};

export const Loading: Story = { args: { loading: true, property: null } };

export const LoadError: Story = {
  args: { property: null, error: '500: Internal Server Error' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('Failed to load property data: 500: Internal Server Error');
    await expect(canvas.getByRole('link', { name: 'Back to Search' })).toHaveAttribute('href', '/property-search');
  },
};

export const NotFound: Story = {
  args: { property: null },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText("The property you're looking for could not be found.")).toBeInTheDocument();
  },
};

// ---------------------------------------------------------------- public record (nycData)

/**
 * A lot known only from the public record, every dataset imported: the NYC Data tab shows
 * comparables (criteria, counts, averages, table), last sale, lot facts, violations by agency
 * and class, permits, 311 and legal blocks, each with its source and as-of date.
 */
export const NycFullRecord: Story = {
  args: { property: nycOnlyProperty, nycData: fullNycRecord, source: 'nyc', provenance: undefined, defaultTab: 'nyc-data' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Public record only')).toBeInTheDocument();
    await expect(canvas.getByText(/^Criteria: Same neighbourhood \(BEDFORD STUYVESANT\) and building class B3/)).toBeInTheDocument();
    await expect(canvas.getByText('249 found, 145 after filtering')).toBeInTheDocument();
    // One market-sale rule, said once: the method line does not add a second one ("price above $0").
    const method = canvas.getByText(/^Averaged over/);
    await expect(method.textContent?.match(/non-market|price above/g)).toEqual(['non-market']);
    await expect(method).toHaveTextContent(MARKET_SALE_RULE);
    const table = canvas.getByRole('table', { name: 'Comparable sales' });
    await expect(within(table).getAllByRole('row')).toHaveLength(6);
    await expect(within(table).getByRole('rowheader', { name: '527 QUINCY STREET' })).toBeInTheDocument();
    await expect(within(table).getByText('$353.57')).toBeInTheDocument();
    await expect(canvas.getAllByText(sourceLine('Source: DOF Rolling Sales (usep-8jbt) · as of 2023-01-31')).length).toBeGreaterThanOrEqual(2);
    const lastSale = canvas.getByRole('region', { name: 'Last Sale' });
    await expect(within(lastSale).getByText('Sale Price').nextElementSibling).toHaveTextContent('$1,375,000');
    await expect(within(lastSale).getByText('Sale Date').nextElementSibling).toHaveTextContent('2022-11-10');
    await expect(canvas.getByText('HPD Class C')).toBeInTheDocument();
    await expect(canvas.getByText('ECB Balance Due').nextElementSibling).toHaveTextContent('$1,250.00');
    await expect(canvas.getByText(sourceLine('Source: HPD Violations (wvxf-dwi5) · as of 2026-10-31'))).toBeInTheDocument();
    await expect(canvas.getByText(sourceLine('Source: 311 Service Requests (erm2-nwe9) · as of 2026-11-18'))).toBeInTheDocument();
    await expect(canvas.getByText('No executed evictions on record.')).toBeInTheDocument();
    // No legal record, so no Legal Issues badge.
    await expect(canvas.queryByText('Legal Issues')).toBeNull();
    // Tabs work from the keyboard: arrow keys move between them.
    const nycTab = canvas.getByRole('tab', { name: 'NYC Data' });
    nycTab.focus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('tab', { name: 'Summary' })).toHaveAttribute('aria-selected', 'true');
    await expect(canvas.getAllByText('249 found, 145 after filtering').length).toBeGreaterThan(0);
    await userEvent.keyboard('{Home}');
    await expect(canvas.getByRole('tab', { name: 'Overview' })).toHaveAttribute('aria-selected', 'true');
    await expect(within(canvas.getByRole('region', { name: 'Owners of Record' })).getByText('LAFAYETTE TWO SAMPLE LLC')).toBeInTheDocument();
    await expect(canvas.getAllByText(/Source: PLUTO/).length).toBeGreaterThan(0);
    await expectNoBrokenNumbers(canvasElement);
  },
};

/**
 * DOF writes '4533 3 AVENUE': the page shows '4533 3rd Avenue' and the lot's source line keeps
 * the record's own form.
 */
export const NycAddressNormalised: Story = {
  args: { property: { ...nycOnlyProperty, address: '4533 3 AVENUE' }, nycData: fullNycRecord, source: 'nyc', provenance: undefined },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent('4533 3rd Avenue');
    const keyFacts = canvas.getByRole('region', { name: 'Key facts' });
    await expect(within(keyFacts).getByText(/^Source: PLUTO/)).toHaveTextContent(/recorded as “4533 3 AVENUE”$/);
  },
};

/** `fullNycRecord` as NYC Open Data answers it live: soda:<id> provenance retrieved on 2026-11-24. */
const liveProvenance = (sourceId: string, title: string) => ({
  dataset: `soda:${sourceId}`, sourceId, title, asOf: '2026-11-24', retrievedAt: '2026-11-24T10:02:31.000Z',
});
const liveNycRecord = {
  ...fullNycRecord,
  lot: fullNycRecord.lot && { ...fullNycRecord.lot, provenance: liveProvenance('64uk-42ks', 'PLUTO') },
  owners: [
    { name: 'LAFAYETTE TWO SAMPLE LLC', source: 'pluto', asOf: '2026-11-24' },
    { name: 'BEDSTUY SAMPLE MANAGEMENT CORP', source: 'hpd-registrations', asOf: '2026-03-02', role: 'managing-agent' as const },
  ],
  violations: fullNycRecord.violations && {
    ...fullNycRecord.violations,
    // Upstream text is shown as text, never as markup.
    recent: fullNycRecord.violations.recent.map((violation, index) =>
      index === 0 ? { ...violation, description: '<img src=x onerror="alert(1)"> REPAIR <b>PLASTER</b>' } : violation,
    ),
    provenance: [liveProvenance('wvxf-dwi5', 'HPD Violations')],
  },
  complaints311: null,
  evictionDetails: null,
  missingDatasets: ['311', 'evictions'],
  unreachableDatasets: ['311', 'evictions'],
};

/**
 * A lot fetched live from NYC Open Data while two of its datasets could not be reached: the
 * page names them in a notice and in their blocks; the blocks that did answer say when they
 * were retrieved, and the owners list shows the managing agent.
 */
export const NycLivePartlyUnreachable: Story = {
  args: { property: nycOnlyProperty, nycData: liveNycRecord, source: 'nyc', provenance: undefined, defaultTab: 'nyc-data' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const notice = canvas.getByRole('status');
    await expect(notice).toHaveTextContent('NYC Open Data could not be reached for 311 Service Requests (311), Marshal Evictions (evictions).');
    await expect(canvas.getByText(sourceLine('Source: HPD Violations (wvxf-dwi5) · retrieved 2026-11-24 10:02'))).toBeInTheDocument();
    await expect(canvas.getAllByText(sourceLine('Source: PLUTO (64uk-42ks) · retrieved 2026-11-24 10:02')).length).toBeGreaterThan(0);
    await expect(canvas.getAllByText(/could not be reached for 311 Service Requests \(311\) just now/).length).toBeGreaterThan(0);
    await expect(canvas.getByText('<img src=x onerror="alert(1)"> REPAIR <b>PLASTER</b>')).toBeInTheDocument();
    await expect(canvasElement.querySelector('img[src="x"]')).toBeNull();
    await userEvent.click(canvas.getByRole('tab', { name: 'Overview' }));
    const owners = canvas.getByRole('region', { name: 'Owners of Record' });
    await expect(within(owners).getByText('BEDSTUY SAMPLE MANAGEMENT CORP')).toBeInTheDocument();
    await expect(within(owners).getByText(/Managing agent/)).toBeInTheDocument();
    await expectNoBrokenNumbers(canvasElement);
  },
};

/** The lot resolved but nothing is imported: every block says so and names the dataset that would supply it. */
export const NycNoRecord: Story = {
  args: { property: nycOnlyProperty, nycData: emptyNycRecord, source: 'nyc', provenance: undefined, defaultTab: 'nyc-data' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByText(/^Not in the imported data/).length).toBeGreaterThanOrEqual(8);
    await expect(canvas.getAllByText(/supplied by DOF Rolling Sales \(rolling-sales\), DOF Citywide Rolling Calendar Sales \(dof-sales\), not imported yet/).length).toBeGreaterThan(0);
    await expect(canvas.getByText(/supplied by PLUTO \(pluto\), not imported yet/)).toBeInTheDocument();
    await expect(canvas.queryByText(/^Source:/)).toBeNull();
    await expect(canvas.queryByText('Legal Issues')).toBeNull();
    await userEvent.click(canvas.getByRole('tab', { name: 'Overview' }));
    await expect(canvas.getAllByText('N/A').length).toBeGreaterThan(5);
    await expectNoBrokenNumbers(canvasElement);
  },
};

/** The search found the address but the server has no record for it (nycData null): blocks say missing. */
export const NycRecordUnavailable: Story = {
  args: { property: nycOnlyProperty, nycData: null, source: 'nyc', provenance: undefined, defaultTab: 'investment' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Investment Analysis Not Available')).toBeInTheDocument();
    await expect(canvas.getAllByText('Not in the imported data.').length).toBeGreaterThan(0);
    await expectNoBrokenNumbers(canvasElement);
  },
};

/**
 * Real legal records (evictions, a tax lien with water debt, a lis pendens): the pills and
 * the 'Legal Issues' badge come from them, and the drawer opens from the keyboard with each
 * record's source.
 */
export const NycLegalIssues: Story = {
  args: { property: nycOnlyProperty, nycData: legalNycRecord, source: 'nyc', provenance: undefined },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Legal Issues')).toBeInTheDocument();
    const pills = canvas.getByRole('list', { name: 'Legal records' });
    await expect(within(pills).getByText('Foreclosure: Lis Pendens Filed')).toBeInTheDocument();
    await expect(within(pills).getByText('Tax Lien: On 2025 lien sale list')).toBeInTheDocument();
    await expect(within(pills).getByText('2 Evictions: Possession')).toBeInTheDocument();
    const details = canvas.getByRole('button', { name: 'Legal Details' });
    details.focus();
    await userEvent.keyboard('{Enter}');
    const drawer = await screen.findByRole('dialog', { name: 'Legal Status Details' });
    await expect(within(drawer).getByText('SAMPLE MORTGAGE TRUST')).toBeInTheDocument();
    await expect(within(drawer).getByText('SAMPLE-81234')).toBeInTheDocument();
    await expect(within(drawer).getByText(sourceLine('Source: Marshal Evictions (6z8x-wfk4) · as of 2026-10-15'))).toBeInTheDocument();
    await expect(within(drawer).getByText(sourceLine('Source: DOF Tax Lien Sale Lists (9rz4-mjek) · as of 2025-06-01'))).toBeInTheDocument();
    await expect(within(drawer).getByText(sourceLine('Source: ACRIS Real Property Master (bnx9-e6tj) · as of 2026-10-31'))).toBeInTheDocument();
    // A real lot shows none of the invented sample records of the demo rules (`mockLegalRules`).
    await expect(within(drawer).queryByText(/Sample data \(demo\)/)).toBeNull();
  },
};

/** The legal records on the NYC Data tab, with the water liens (first five). */
export const NycLegalRecordsTab: Story = {
  args: { property: nycOnlyProperty, nycData: legalNycRecord, source: 'nyc', provenance: undefined, defaultTab: 'nyc-data' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Water liens (2)')).toBeInTheDocument();
    await expect(canvas.getByText('90 Day Notice')).toBeInTheDocument();
    await expect(canvas.getByText('LIS PENDENS')).toBeInTheDocument();
    await expectNoBrokenNumbers(canvasElement);
  },
};

/** A stored portfolio property on the lot: its own metrics, gaps filled from the record, owners with their source. */
export const PortfolioWithNycData: Story = {
  args: { property: portfolioPropertyWithRecord, nycData: fullNycRecord, source: 'portfolio', provenance: undefined, addState: 'in-portfolio' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Metrics Calculated')).toBeInTheDocument();
    await expect(canvas.queryByText('Public record only')).toBeNull();
    await expect(canvas.getByText('B3 — Two family converted from one family')).toBeInTheDocument();
    const owners = canvas.getByRole('region', { name: 'Owners of Record' });
    await expect(within(owners).getByText('LAFAYETTE TWO SAMPLE LLC')).toBeInTheDocument();
    await expect(within(owners).getByText(/Source: HPD Multiple Dwelling Registrations · as of 2026-10-31/)).toBeInTheDocument();
    const market = canvas.getByRole('region', { name: 'Market Analysis' });
    await expect(within(market).getByText('Comparables Found').nextElementSibling).toHaveTextContent('249');
    await expect(within(market).getByText(sourceLine('Source: DOF Rolling Sales (usep-8jbt) · as of 2023-01-31'))).toBeInTheDocument();
    await expectNoBrokenNumbers(canvasElement);
  },
};
