import type { Meta, StoryObj } from '@storybook/react-vite';
import type { CashFlowForecast } from '@rei/engine';
import { ForecastScenariosChart, forecastScenarioValues } from '@rei/ui';

const forecast: CashFlowForecast = {
  id: 1,
  propertyId: 101,
  generationDate: '2026-11-01',
  confidenceLevel: 0.72,
  rentHighScenario: 3450,
  rentMedianScenario: 3150,
  rentLowScenario: 2875,
  cashFlowHighScenario: 640,
  cashFlowMedianScenario: 340,
  cashFlowLowScenario: -85,
  updatedCapRate: 6.1,
  method: 'Median rent from the market estimate; high and low are its band.',
};

const meta = {
  title: 'Charts/ForecastScenariosChart',
  component: ForecastScenariosChart,
  args: { scenarios: forecastScenarioValues(forecast, 'cashFlow'), measureLabel: 'Monthly cash flow' },
} satisfies Meta<typeof ForecastScenariosChart>;

export default meta;
type Story = StoryObj<typeof meta>;

export const CashFlow: Story = {};
export const Rent: Story = { args: { scenarios: forecastScenarioValues(forecast, 'rent'), measureLabel: 'Monthly rent', title: 'Rent scenarios' } };
export const AllNegative: Story = { args: { scenarios: { high: -40, median: -180, low: -420 } } };
