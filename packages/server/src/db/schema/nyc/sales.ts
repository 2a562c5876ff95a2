import { date, index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { demoLotCondition } from '../../queries/demoLots';
import { nycMoney } from './common';

/**
 * One recorded sale: DOF rolling sales (CSV, gzip, Excel) and DOF Socrata sales (usep-8jbt).
 * The files carry no sale id, so `sale_key` is a hash of the fields that identify a sale
 * (BBL, apartment, date, price, address); importing the same file twice upserts the same keys.
 */
export const nycSales = pgTable(
  'nyc_sales',
  {
    saleKey: text('sale_key').primaryKey(),
    bbl: text('bbl').notNull(),
    borough: text('borough').notNull(),
    block: integer('block').notNull(),
    lot: integer('lot').notNull(),
    neighborhood: text('neighborhood'),
    buildingClassCategory: text('building_class_category'),
    taxClassAtPresent: text('tax_class_at_present'),
    buildingClassAtPresent: text('building_class_at_present'),
    taxClassAtSale: text('tax_class_at_sale'),
    buildingClassAtSale: text('building_class_at_sale'),
    address: text('address'),
    apartmentNumber: text('apartment_number'),
    zipCode: text('zip_code'),
    residentialUnits: integer('residential_units'),
    commercialUnits: integer('commercial_units'),
    totalUnits: integer('total_units'),
    landSquareFeet: integer('land_square_feet'),
    grossSquareFeet: integer('gross_square_feet'),
    yearBuilt: integer('year_built'),
    salePrice: nycMoney('sale_price'),
    saleDate: date('sale_date').notNull(),
    /** `rolling-sales` or `dof-sales`. */
    dataset: text('dataset').notNull(),
    importId: integer('import_id'),
  },
  (t) => [
    index('nyc_sales_bbl_idx').on(t.bbl, t.saleDate),
    index('nyc_sales_comparables_idx').on(t.borough, t.neighborhood, t.buildingClassAtSale, t.saleDate),
    // The newest sale of the real or the demo lot range (comparables' window) without reading every sale.
    index('nyc_sales_real_sale_date_idx').on(t.saleDate).where(demoLotCondition(t.bbl, false)),
    index('nyc_sales_demo_sale_date_idx').on(t.saleDate).where(demoLotCondition(t.bbl, true)),
  ],
);
