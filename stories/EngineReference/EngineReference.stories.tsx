import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';

/**
 * The door from Storybook to the engine's API reference. `pnpm build-storybook` writes the
 * TypeDoc site (packages/engine/scripts/docs.mjs) to storybook-static/engine/, beside
 * Storybook's own files, so one static site holds both; these links are relative to the
 * Storybook root and open in the whole window, not inside the story frame.
 */
const REFERENCE_ROOT = 'engine/';

/** The hand-written pages (packages/engine/docs/*.md); TypeDoc names each page after its file. */
const GUIDES = [
  { file: 'buy-and-hold', title: 'Buy & Hold' },
  { file: 'fix-and-flip', title: 'Fix & Flip' },
  { file: 'wholesale', title: 'Wholesale' },
  { file: 'creative-financing', title: 'Creative Financing' },
  { file: 'brrrr', title: 'BRRRR' },
  { file: 'loans-and-amortization', title: 'Loans: monthlyPayment and amortizationSchedule' },
  { file: 'nyc-closing-costs-and-property-tax', title: 'NYC closing costs, selling costs and property tax' },
  { file: 'differences-from-excel', title: 'Where we differ from Excel on purpose' },
] as const;

function EngineReference() {
  return (
    <main style={{ fontFamily: 'system-ui, sans-serif', maxWidth: 720, margin: '2rem auto', padding: '0 1rem', lineHeight: 1.5 }}>
      <h1>Engine reference</h1>
      <p>
        <code>@rei/engine</code> is the library of calculators and rules behind these screens. Its API reference is
        generated from the doc comments of every public entry point (<code>@rei/engine</code>,{' '}
        <code>@rei/engine/buy-hold</code>, <code>@rei/engine/amortization</code>, …) and published with this Storybook.
      </p>
      <p>
        <a href={`${REFERENCE_ROOT}index.html`} target="_top">
          Open the engine API reference
        </a>
      </p>
      <h2>Guides</h2>
      <p>One page per calculator with its formula, its defaults and an example that runs in the engine&apos;s tests.</p>
      <ul>
        {GUIDES.map((guide) => (
          <li key={guide.file}>
            <a href={`${REFERENCE_ROOT}documents/${guide.file}.html`} target="_top">
              {guide.title}
            </a>
          </li>
        ))}
      </ul>
    </main>
  );
}

const meta = {
  title: 'Docs/Engine reference',
  component: EngineReference,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof EngineReference>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Engine reference' })).toBeInTheDocument();
    await expect(canvas.getByRole('link', { name: 'Open the engine API reference' })).toHaveAttribute('href', 'engine/index.html');
    await expect(canvas.getByRole('link', { name: 'Where we differ from Excel on purpose' })).toHaveAttribute(
      'href',
      'engine/documents/differences-from-excel.html',
    );
  },
};
