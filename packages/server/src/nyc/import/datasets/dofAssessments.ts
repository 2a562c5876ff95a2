import { nycAssessments } from '../../../db/schema/nyc';
import { requireHeaders, type DatasetDefinition } from '../dataset';
import { cell, FieldError, parseMoney, requiredCell } from '../fields';
import { datasetIdentity, dateCell, lotAddress, lotBbl, mapSafely } from './mapRow';

/** A `nyc_assessments` row (the runner adds `importId`). */
export type AssessmentRow = Omit<typeof nycAssessments.$inferInsert, 'importId'>;

/**
 * DOF Property Valuation and Assessments (8y4t-faws): one row per lot, roll year and roll
 * period, with the roll's values in stages (PY prior year, TEN tentative, CBN change by notice,
 * FIN final, CUR current). The importer keeps the current values: market value (total, land),
 * actual assessed value and taxable value, tax class. The lot is PARID (the BBL) when it reads
 * as one, else BORO + BLOCK + LOT. The key is BBL + YEAR + PERIOD; YEAR is the fiscal year
 * the roll taxes (a 2024 roll was extracted in 2023).
 */
export const dofAssessments: DatasetDefinition<AssessmentRow> = {
  ...datasetIdentity('dof-assessments'),
  table: nycAssessments,
  conflictTarget: [nycAssessments.bbl, nycAssessments.fiscalYear, nycAssessments.period],
  checkHeaders: (headers) =>
    requireHeaders(headers, [['parid', 'block'], ['year'], ['curmkttot'], ['curacttot'], ['curtxbtot']]),
  map: (record) =>
    mapSafely(() => {
      const bbl = lotBbl(record, { bbl: ['PARID', 'BBLE'], borough: ['BORO'], block: ['BLOCK'], lot: ['LOT'] });
      const fiscalYear = requiredCell(record, 'YEAR');
      if (!/^\d{4}$/.test(fiscalYear)) throw new FieldError(`YEAR "${fiscalYear}" is not a year`);
      const house = cell(record, 'HOUSENUM_LO');
      const street = cell(record, 'STREET_NAME');
      const zipCode = cell(record, 'ZIP_CODE');
      return {
        ok: true,
        row: {
          bbl,
          fiscalYear,
          period: cell(record, 'PERIOD') ?? '',
          marketValueTotal: parseMoney(cell(record, 'CURMKTTOT'), 'CURMKTTOT'),
          marketValueLand: parseMoney(cell(record, 'CURMKTLAND'), 'CURMKTLAND'),
          assessedValueTotal: parseMoney(cell(record, 'CURACTTOT'), 'CURACTTOT'),
          taxableValue: parseMoney(cell(record, 'CURTXBTOT'), 'CURTXBTOT'),
          taxClass: cell(record, 'CURTAXCLASS'),
          buildingClass: cell(record, 'BLDG_CLASS'),
          ownerName: cell(record, 'OWNER'),
        },
        // EXTRACRDT: the date DOF extracted the roll (the file's as-of date is the newest).
        recordDate: dateCell(record, 'EXTRACRDT'),
        addresses: lotAddress({
          bbl,
          houseLow: house,
          houseHigh: cell(record, 'HOUSENUM_HI') ?? house,
          streetName: street,
          zipCode,
          dataset: 'dof-assessments',
        }),
      };
    }),
};
