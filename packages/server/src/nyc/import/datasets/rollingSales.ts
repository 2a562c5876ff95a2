import { nycSales } from '../../../db/schema';
import type { DatasetDefinition } from '../dataset';
import { checkSaleHeaders, mapSale, type SaleRow } from './sales';
import { datasetIdentity } from './mapRow';

/**
 * DOF rolling sales per borough, as published: the CSV (also gzip-compressed, " SALE PRICE "
 * padded, "980,000", 6/1/2022, BOROUGH as a digit) and the Excel files with title rows
 * (rolling sales and the annualized sales of a calendar year).
 */
export const rollingSales: DatasetDefinition<SaleRow> = {
  ...datasetIdentity('rolling-sales'),
  table: nycSales,
  conflictTarget: [nycSales.saleKey],
  checkHeaders: checkSaleHeaders,
  map: (record) => mapSale(record, 'rolling-sales'),
};
