import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, within } from 'storybook/test';
import { ENRICHMENT_BLOCKS, lockedEnrichmentBlocks } from '@rei/engine';
import { LegalStatusScreen } from '@rei/ui';
import { fullNycRecord, legalNycRecord, unreachableLegalNycRecord } from '../fixtures/nycData';
import { fullPropertyProvenance, portfolioProperties } from '../fixtures/property';

const meta = {
  title: 'Screens/LegalStatus',
  component: LegalStatusScreen,
  args: {
    properties: portfolioProperties,
    source: fullPropertyProvenance.legal,
    onRetry: fn(),
    onRequestFeedback: fn(),
    onTabChange: fn(),
  },
} satisfies Meta<typeof LegalStatusScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The user's properties with their real records; the drawer opens per property. */
export const LiveData: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Tax Lien: Outstanding')).toBeInTheDocument();
    // No public record was read for these cards: nothing was checked, so none is called clear.
    await expect(canvas.queryByText('Clear Legal Status')).toBeNull();
    await expect(canvas.getAllByText('Legal status not checked').length).toBeGreaterThan(0);
    await userEvent.click(canvas.getByRole('button', { name: 'Legal Details: 1675 Grand Concourse' }));
    const drawer = await screen.findByRole('dialog', { name: 'Legal Details' });
    await expect(within(drawer).getByText('No legal record is listed here. Whether each dataset was checked is stated with the property (checked and none found, or not checked).')).toBeInTheDocument();
  },
};

export const Loading: Story = {
  args: { loading: true, properties: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Loading live property data...');
  },
};

export const Empty: Story = {
  args: { properties: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('No properties found...')).toBeInTheDocument();
  },
};

export const LoadError: Story = {
  args: { properties: [], error: '500: Internal Server Error' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};

/** Sample Properties: the engine's invented demo properties, labelled as samples. */
export const SampleProperties: Story = {
  args: { defaultTab: 'samples' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('note')).toHaveTextContent(/Sample data/);
    await expect(canvas.getAllByText('Sample').length).toBe(4);
    await userEvent.click(canvas.getByRole('button', { name: 'Legal Details: 218 West 88th Street' }));
    const drawer = await screen.findByRole('dialog', { name: 'Legal Details' });
    await expect(within(drawer).getByText(/Sample data \(demo\)/)).toBeInTheDocument();
  },
};

export const ClaudeFeedback: Story = {
  args: {
    defaultTab: 'feedback',
    feedback: [
      {
        propertyId: 101,
        address: '418 Halsey Street',
        text: 'The outstanding 2023 tax lien ($8,415) should be paid off at closing; the single executed eviction (2022) is not a pattern.',
        generatedAt: '2025-10-02T15:04:00.000Z',
        model: 'claude-sonnet',
      },
    ],
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(/outstanding 2023 tax lien/)).toBeInTheDocument();
    // Written by a model: the model is named.
    await expect(canvas.getByText(/AI summary by claude-sonnet/)).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Request a summary: 1675 Grand Concourse' }));
    await expect(args.onRequestFeedback).toHaveBeenCalledWith(104);
  },
};

/** Feedback written by the built-in template: labelled as such; the tab names no model. */
export const TemplateFeedback: Story = {
  args: {
    defaultTab: 'feedback',
    feedback: [
      {
        propertyId: 101,
        address: '418 Halsey Street',
        text: 'Overall risk: Medium. 2 marshal evictions are recorded at the address.',
        generatedAt: '2025-10-02T15:04:00.000Z',
        model: 'rei-local-v1',
      },
    ],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('tab', { name: 'Summary Feedback' })).toBeInTheDocument();
    await expect(canvas.queryByText(/claude/i)).toBeNull();
    await expect(canvas.getByText(/Built-in template summary \(filled in from the figures; not written by an AI model\)/)).toBeInTheDocument();
  },
};

export const ClaudeFeedbackEmpty: Story = {
  args: { defaultTab: 'feedback', properties: [], onRequestFeedback: undefined },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('No summary feedback has been written yet.')).toBeInTheDocument();
  },
};

/**
 * Live Data System over the public record: real eviction, lien and foreclosure flags with
 * their sources; a lot with records and none of them says what was checked; a lot with no
 * imported record says so instead of claiming a clear status.
 */
export const LiveDataFromPublicRecords: Story = {
  args: {
    source: undefined,
    publicRecords: [
      { propertyId: 101, nycData: legalNycRecord },
      { propertyId: 102, nycData: null },
      { propertyId: 104, nycData: fullNycRecord },
    ],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const halsey = canvas.getByRole('article', { name: '418 Halsey Street' });
    await expect(within(halsey).getByText('Foreclosure: Lis Pendens Filed')).toBeInTheDocument();
    await expect(within(halsey).getByText('2 Evictions: Possession')).toBeInTheDocument();
    await expect(within(halsey).getByText('2 Water Liens: On 2025 lien sale list')).toBeInTheDocument();
    await expect(within(halsey).getByText((_, element) => element?.tagName === 'P' && element.textContent === 'Source: Marshal Evictions (6z8x-wfk4) · as of 2026-10-15')).toBeInTheDocument();
    const ditmars = canvas.getByRole('article', { name: '31-18 Ditmars Boulevard' });
    await expect(within(ditmars).getByText('No public-record data imported for this lot')).toBeInTheDocument();
    await expect(within(ditmars).queryByText('Clear Legal Status')).toBeNull();
    const concourse = canvas.getByRole('article', { name: '1675 Grand Concourse' });
    await expect(within(concourse).getByText('Clear Legal Status')).toBeInTheDocument();
    await expect(within(concourse).getByText('Checked, none found: evictions, tax liens, foreclosure.')).toBeInTheDocument();
    // Nothing from the demo rules on the live tab.
    await expect(canvas.queryByText('Sample')).toBeNull();
    await userEvent.click(within(halsey).getByRole('button', { name: 'Legal Details: 418 Halsey Street' }));
    const drawer = await screen.findByRole('dialog', { name: 'Legal Details' });
    await expect(within(drawer).getByText('SAMPLE MORTGAGE TRUST')).toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    await expect(screen.queryByRole('dialog', { name: 'Legal Details' })).toBeNull();
  },
};

/**
 * Three states, never two: with NYC Open Data unreachable and the legal datasets not imported,
 * the card says what was not checked and never "Clear Legal Status".
 */
export const LiveDataSourcesUnreachable: Story = {
  args: { source: undefined, publicRecords: [{ propertyId: 104, nycData: unreachableLegalNycRecord }] },
  play: async ({ canvasElement }) => {
    const card = within(canvasElement).getByRole('article', { name: '1675 Grand Concourse' });
    await expect(within(card).getByText('Legal status not checked')).toBeInTheDocument();
    await expect(within(card).getByText(/^Not checked: evictions, tax liens, foreclosure\./)).toBeInTheDocument();
    await expect(within(card).queryByText(/clear|none found/i)).toBeNull();
  },
};

/** Records still being read: each card says so. */
export const LiveDataReadingRecords: Story = {
  args: { source: undefined, publicRecords: [], recordsLoading: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByText('Reading public records...')).toHaveLength(3);
  },
};

const listQuery = { text: '', flaggedOnly: false, order: 'flags-desc' } as const;

/** Paged on the server: search, order and "only flagged" above the cards, the pager below. */
export const PagedManyPages: Story = {
  args: {
    source: undefined,
    publicRecords: [{ propertyId: 101, nycData: legalNycRecord }],
    listQuery,
    onListQueryChange: fn(),
    listPage: { page: 1, pageSize: 24, total: 520 },
    onPageChange: fn(),
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Showing 1–24 of 520 properties')).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Next page' }));
    await expect(args.onPageChange).toHaveBeenCalledWith(2);
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Search properties' }), 'h');
    await expect(args.onListQueryChange).toHaveBeenCalledWith({ ...listQuery, text: 'h' });
    await userEvent.click(canvas.getByRole('switch', { name: 'Only properties with legal records' }));
    await expect(args.onListQueryChange).toHaveBeenCalledWith({ ...listQuery, flaggedOnly: true });
  },
};

/**
 * A plan below advanced enrichment (Rookie): the properties are listed, their legal records are
 * locked and named with the plan that adds them — "not checked", never "clear" — and the list can
 * be neither filtered nor ordered by legal records.
 */
export const LegalRecordsLockedByPlan: Story = {
  args: {
    source: undefined,
    publicRecords: [
      {
        propertyId: 104,
        nycData: {
          ...unreachableLegalNycRecord,
          evictionDetails: null,
          taxLienDetails: null,
          foreclosureDetails: null,
          waterLiens: [],
          missingDatasets: [],
          unreachableDatasets: [],
          checkedDatasets: [],
          lockedBlocks: lockedEnrichmentBlocks('standard').map((block) => ({ ...block, datasets: [...(ENRICHMENT_BLOCKS.find((entry) => entry.block === block.block)?.datasets ?? [])] })),
        },
      },
    ],
    listQuery,
    onListQueryChange: fn(),
    listPage: { page: 1, pageSize: 24, total: 3 },
    onPageChange: fn(),
    legalRecordsPlan: 'Operator',
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('note')).toHaveTextContent('from the Operator plan');
    await expect(canvas.getByRole('switch', { name: 'Only properties with legal records' })).toBeDisabled();
    await expect(canvas.queryByRole('option', { name: 'Most legal records first' })).toBeNull();
    const card = canvas.getByRole('article', { name: '1675 Grand Concourse' });
    await expect(within(card).getByText('Legal status not checked')).toBeInTheDocument();
    await expect(within(card).getByText(/^Not checked: evictions, tax liens, foreclosure\./)).toBeInTheDocument();
    await expect(within(card).queryByText(/clear|none found/i)).toBeNull();
  },
};

export const PagedOnePage: Story = {
  args: { listQuery, onListQueryChange: fn(), listPage: { page: 1, pageSize: 24, total: 3 }, onPageChange: fn() },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Showing 1–3 of 3 properties')).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'Next page' })).toBeDisabled();
  },
};

export const PagedLoading: Story = {
  args: { loading: true, properties: [], listQuery, onListQueryChange: fn(), onPageChange: fn() },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Loading live property data...');
    await expect(within(canvasElement).queryByRole('navigation', { name: 'Legal status pages' })).toBeNull();
  },
};

/** The filters match nothing: says so and offers to clear them. */
export const PagedFilteredToNothing: Story = {
  args: {
    properties: [],
    listQuery: { ...listQuery, text: 'zzz', flaggedOnly: true },
    onListQueryChange: fn(),
    listPage: { page: 1, pageSize: 24, total: 0 },
    onPageChange: fn(),
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('No properties match these filters.')).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Clear filters' }));
    await expect(args.onListQueryChange).toHaveBeenCalledWith({ ...listQuery, text: '', flaggedOnly: false });
  },
};

export const PagedError: Story = {
  args: { properties: [], error: '500: Internal Server Error', listQuery, onListQueryChange: fn(), listPage: { page: 2, pageSize: 24, total: 520 }, onPageChange: fn() },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Try again' })).toBeInTheDocument();
    await expect(within(canvasElement).queryByRole('navigation', { name: 'Legal status pages' })).toBeNull();
  },
};
