import { nycSales } from '../../../db/schema';
import type { DatasetDefinition } from '../dataset';
import { checkSaleHeaders, mapSale, type SaleRow } from './sales';

/**
 * DOF Citywide Rolling Calendar Sales, the Socrata export of usep-8jbt: snake_case headers,
 * the borough by name, no BBL column (built from borough, block and lot).
 */
export const dofSales: DatasetDefinition<SaleRow> = {
  key: 'dof-sales',
  sourceId: 'usep-8jbt',
  title: 'DOF citywide rolling calendar sales (Socrata export)',
  table: nycSales,
  conflictTarget: [nycSales.saleKey],
  checkHeaders: checkSaleHeaders,
  map: (record) => mapSale(record, 'dof-sales'),
};
