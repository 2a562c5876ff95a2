export {
  ForecastScenariosChart,
  forecastScenarioValues,
  type ForecastScenarioValues,
  type ForecastScenariosChartProps,
} from './ForecastScenariosChart';
