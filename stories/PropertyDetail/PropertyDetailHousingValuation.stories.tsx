import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { PropertyDetailScreen } from '@rei/ui';
import type { NycProvenance, NycRecord } from '@rei/engine';
import { fullNycRecord, nycOnlyProperty } from '../fixtures/nycData';

const liveComplaints: NycProvenance = {
  dataset: 'soda:ygpa-z7cr', sourceId: 'ygpa-z7cr', title: 'HPD Complaints and Problems', asOf: '2026-11-24', retrievedAt: '2026-11-24T10:02:31.000Z',
};
const importedAssessments: NycProvenance = {
  dataset: 'dof-assessments', sourceId: '8y4t-faws (Socrata)', title: 'DOF Property Valuation and Assessments', asOf: '2025-05-20', retrievedAt: '2026-11-20T09:00:00.000Z',
};

/** The record with HPD complaints (live) and DOF assessment rolls (imported). */
const withHousingAndValuation: NycRecord = {
  ...fullNycRecord,
  hpdComplaints: {
    open: 2,
    closed: 5,
    recent: [
      { id: '31000002', complaintId: '9100001', receivedDate: '2026-01-12', status: 'open', problemType: 'EMERGENCY', majorCategory: 'HEAT/HOT WATER', minorCategory: 'ENTIRE BUILDING', problemCode: 'NO HEAT', statusDescription: 'Under review.', apartment: '3B' },
      { id: '31000001', complaintId: '9100000', receivedDate: '2025-12-02', status: 'open', problemType: 'NON EMERGENCY', majorCategory: 'PLUMBING', minorCategory: 'BATHTUB/SHOWER', problemCode: 'LEAKY', statusDescription: null, apartment: '2A' },
      { id: '30500001', complaintId: '9000001', receivedDate: '2025-06-03', status: 'closed', problemType: 'NON EMERGENCY', majorCategory: 'PAINT/PLASTER', minorCategory: 'WALL', problemCode: 'PEELING', statusDescription: 'Violations were issued.', apartment: '2A' },
    ],
    provenance: liveComplaints,
  },
  assessments: {
    years: [
      { fiscalYear: '2026', marketValueTotal: 1_650_000, marketValueLand: 310_000, assessedValueTotal: 74_250, taxableValue: 71_900, taxClass: '1', buildingClass: 'B3' },
      { fiscalYear: '2025', marketValueTotal: 1_500_000, marketValueLand: 290_000, assessedValueTotal: 70_800, taxableValue: 68_400, taxClass: '1', buildingClass: 'B3' },
    ],
    provenance: importedAssessments,
  },
};

/** The NYC data tab's HPD complaints and DOF assessment roll blocks. */
const meta = {
  title: 'Screens/PropertyDetail/HousingAndValuation',
  component: PropertyDetailScreen,
  args: { property: nycOnlyProperty, nycData: withHousingAndValuation, source: 'nyc', defaultTab: 'nyc-data', onNavigate: fn() },
} satisfies Meta<typeof PropertyDetailScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Open vs closed complaint problems with the newest few; the newest roll's market and assessed value with its fiscal year. */
export const ComplaintsAndAssessments: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const complaints = within(canvas.getByRole('region', { name: 'HPD Complaints' }));
    await expect(complaints.getByText('Open Problems').nextElementSibling).toHaveTextContent('2');
    await expect(complaints.getByText('Closed Problems').nextElementSibling).toHaveTextContent('5');
    await expect(complaints.getByRole('table', { name: /Newest complaint problems \(3 of 7\)/ })).toBeInTheDocument();
    await expect(complaints.getByText('HEAT/HOT WATER · ENTIRE BUILDING · NO HEAT (EMERGENCY)')).toBeInTheDocument();
    await expect(complaints.getByText(/Source: HPD Complaints and Problems \(ygpa-z7cr\)/)).toBeInTheDocument();
    await expect(complaints.getByText('2026-11-24 10:02')).toBeInTheDocument();
    const roll = within(canvas.getByRole('region', { name: 'DOF Assessment Roll' }));
    await expect(roll.getByText('Fiscal Year').nextElementSibling).toHaveTextContent('2026');
    await expect(roll.getByText('Market Value (DOF estimate)').nextElementSibling).toHaveTextContent('$1,650,000');
    await expect(roll.getByText('Assessed Value (before exemptions)').nextElementSibling).toHaveTextContent('$74,250');
    await expect(roll.getByText(/Fiscal year 2025: market \$1,500,000/)).toBeInTheDocument();
    await expect(roll.getByText(/Source: DOF Property Valuation and Assessments/)).toBeInTheDocument();
  },
};

/** Both datasets consulted, nothing on record for this lot. */
export const NoneOnRecord: Story = {
  args: {
    nycData: { ...withHousingAndValuation, hpdComplaints: { open: 0, closed: 0, recent: [], provenance: liveComplaints }, assessments: { years: [], provenance: importedAssessments } },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('No HPD complaints on record for this lot.')).toBeInTheDocument();
    await expect(canvas.getByText('No assessment roll on record for this lot.')).toBeInTheDocument();
    await expect(within(canvas.getByRole('region', { name: 'HPD Complaints' })).getByText(/Source: HPD Complaints and Problems/)).toBeInTheDocument();
  },
};

/** Neither imported; NYC Open Data could not be reached for the complaints. */
export const NotAvailable: Story = {
  args: {
    nycData: {
      ...fullNycRecord,
      hpdComplaints: null,
      assessments: null,
      missingDatasets: ['hpd-complaints', 'dof-assessments'],
      unreachableDatasets: ['hpd-complaints'],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      within(canvas.getByRole('region', { name: 'HPD Complaints' })).getByText(/NYC Open Data could not be reached for HPD Complaints and Problems \(hpd-complaints\)/),
    ).toBeInTheDocument();
    await expect(
      within(canvas.getByRole('region', { name: 'DOF Assessment Roll' })).getByText(/supplied by DOF Property Valuation and Assessments \(dof-assessments\), not imported yet/),
    ).toBeInTheDocument();
  },
};
