import { nycSales } from '../../../db/schema';
import type { DatasetDefinition } from '../dataset';
import { checkSaleHeaders, mapSale, type SaleRow } from './sales';
import { datasetIdentity } from './mapRow';

/**
 * DOF Citywide Rolling Calendar Sales, the Socrata export of usep-8jbt: snake_case headers,
 * the borough by name, no BBL column (built from borough, block and lot).
 */
export const dofSales: DatasetDefinition<SaleRow> = {
  ...datasetIdentity('dof-sales'),
  table: nycSales,
  conflictTarget: [nycSales.saleKey],
  checkHeaders: checkSaleHeaders,
  map: (record) => mapSale(record, 'dof-sales'),
};
