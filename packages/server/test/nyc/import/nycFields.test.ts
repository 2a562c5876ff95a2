import { describe, expect, it } from 'vitest';
import {
  bblFrom,
  cell,
  FieldError,
  headerKey,
  parseBbl,
  parseDate,
  parseFlag,
  parseInteger,
  parseMoney,
  parseNumber,
  parseTimestamp,
} from '../../../src/nyc/import/fields';
import { requireHeaders } from '../../../src/nyc/import/dataset';
import { addressRow, houseNumberValue } from '../../../src/nyc/address/addressRow';

describe('headerKey and cell', () => {
  it('meets padded, upper-case, punctuated and BOM-prefixed spellings of one header', () => {
    expect(headerKey(' SALE PRICE ')).toBe('sale price');
    expect(headerKey('\uFEFFBORO')).toBe('boro');
    expect(headerKey('Docket Number ')).toBe('docket number');
    expect(headerKey('DOC. TYPE')).toBe('doc type');
    expect(headerKey('Bin #')).toBe('bin #');
    expect(headerKey('BUILDING CLASS\nAT PRESENT')).toBe('building class at present');
  });

  it('takes the first non-empty spelling and trims it', () => {
    const record = { line: 2, fields: { block: '  ', 'tax block': ' 5480 ' } };
    expect(cell(record, 'Block', 'Tax block')).toBe('5480');
    expect(cell(record, 'Lot')).toBeNull();
  });

  it('names every missing column group', () => {
    expect(requireHeaders(['borough', 'block'], [['borough'], ['block', 'tax block'], ['lot', 'tax lot']])).toBe('missing column: lot / tax lot');
    expect(requireHeaders(['borough'], [['borough'], ['block'], ['lot']])).toBe('missing columns: block, lot');
    expect(requireHeaders(['borough', 'tax block', 'lot'], [['borough'], ['block', 'tax block'], ['lot']])).toBeNull();
  });
});

describe('boroughs and BBLs', () => {
  it('refuses a borough that is none of NYC (the engine reads the borough words)', () => {
    expect(() => bblFrom('Jersey City', '1', '1')).toThrow(FieldError);
    expect(() => bblFrom('6', '1', '1')).toThrow(FieldError);
  });

  it('builds the 10-digit BBL from parts in any published form', () => {
    expect(bblFrom('3', '6360', '56')).toBe('3063600056');
    expect(bblFrom('QUEENS', '03388', '0022')).toBe('4033880022');
    expect(bblFrom('BX', '5,480', '111')).toBe('2054800111');
  });

  it('refuses parts that cannot make a BBL, naming the part', () => {
    expect(() => bblFrom('NJ', '1', '1')).toThrow(/borough "NJ"/);
    expect(() => bblFrom('1', '0', '1')).toThrow(/block "0" is out of range/);
    expect(() => bblFrom('1', '1', '10000')).toThrow(/lot "10000" is out of range/);
    expect(() => bblFrom('1', null, '1')).toThrow(FieldError);
  });

  it('reads BBL cells with decimals or dashes and rejects non-BBLs', () => {
    expect(parseBbl('4064210038.00000000')).toBe('4064210038');
    expect(parseBbl('3-04704-0044')).toBe('3047040044');
    expect(parseBbl('3103129')).toBeNull(); // a BIN, not a BBL
    expect(parseBbl('6000010001')).toBeNull();
    expect(parseBbl('1000000000')).toBeNull();
    expect(parseBbl('')).toBeNull();
  });

  it('round-trips borough, block and lot at the edges and across the ranges', () => {
    const blocks = [1, 9, 10, 292, 5480, 13_228, 99_999];
    const lots = [1, 7, 26, 111, 1001, 7501, 9_999];
    for (const borough of [1, 2, 3, 4, 5]) {
      for (const block of blocks) {
        for (const lot of lots) {
          const bbl = bblFrom(String(borough), String(block), String(lot));
          expect(bbl).toHaveLength(10);
          expect(parseBbl(bbl)).toBe(bbl);
          expect([Number(bbl[0]), Number(bbl.slice(1, 6)), Number(bbl.slice(6))]).toEqual([borough, block, lot]);
        }
      }
    }
  });
});

describe('numbers and money', () => {
  it('reads thousands separators, dollar signs and trailing decimals', () => {
    expect(parseNumber('"1,546"'.replace(/"/g, ''))).toBe(1546);
    expect(parseMoney('$2,385,000')).toBe('2385000.00');
    expect(parseMoney('937.89')).toBe('937.89');
    expect(parseMoney('.00')).toBe('0.00');
    expect(parseInteger('4.000')).toBe(4);
    expect(parseNumber(' - ')).toBeNull();
  });

  it('names the column of a value it cannot read', () => {
    expect(() => parseNumber('12 units', 'units')).toThrow('units "12 units" is not a number');
    expect(() => parseInteger('2.5', 'floors')).toThrow('floors "2.5" is not a whole number');
    expect(() => parseInteger('9999999999', 'lot area')).toThrow(/too large/);
    expect(() => parseMoney('1e13', 'sale price')).toThrow(/too large/);
  });
});

describe('dates, timestamps and flags', () => {
  it('reads every date format NYC data uses', () => {
    expect(parseDate('2022-06-01')).toBe('2022-06-01');
    expect(parseDate('2021-02-09T00:00:00.000')).toBe('2021-02-09');
    expect(parseDate('6/1/2022')).toBe('2022-06-01');
    expect(parseDate('07/31/2015 12:00:00 AM')).toBe('2015-07-31');
    expect(parseDate('1/7/19')).toBe('2019-01-07');
    expect(parseDate('12/21/98')).toBe('1998-12-21');
    expect(parseDate('20100525')).toBe('2010-05-25');
    expect(parseDate('01-JAN-2020')).toBe('2020-01-01');
    expect(parseDate('04/2019')).toBe('2019-04-01');
  });

  it('refuses impossible dates', () => {
    expect(() => parseDate('02/30/2022', 'sale date')).toThrow('sale date "02/30/2022" is not a date');
    expect(() => parseDate('20101325')).toThrow(FieldError);
    expect(() => parseDate('yesterday')).toThrow(FieldError);
  });

  it('reads 12-hour and ISO timestamps and refuses impossible times', () => {
    expect(parseTimestamp('05/01/2022 12:00:00 AM')).toBe('2022-05-01 00:00:00');
    expect(parseTimestamp('05/01/2022 01:30:15 PM')).toBe('2022-05-01 13:30:15');
    expect(parseTimestamp('2022-05-01T00:59:00.000')).toBe('2022-05-01 00:59:00');
    expect(parseTimestamp('2022-05-01')).toBe('2022-05-01 00:00:00');
    expect(() => parseTimestamp('05/01/2022 25:00:00')).toThrow(/not a time of day/);
    expect(() => parseTimestamp('05/01/2022 13:00:00 PM')).toThrow(/not a time of day/);
    expect(() => parseTimestamp('2022-05-01T24:10:00')).toThrow(/not a time of day/);
  });

  it('reads yes/no flags', () => {
    expect(['YES', 'y', 'True', '1'].map((v) => parseFlag(v))).toEqual([true, true, true, true]);
    expect(['NO', 'n', 'false', '0'].map((v) => parseFlag(v))).toEqual([false, false, false, false]);
    expect(parseFlag('')).toBeNull();
    expect(() => parseFlag('maybe', 'water debt only')).toThrow('water debt only "maybe" is not yes or no');
  });
});

describe('address rows', () => {
  it('orders Queens hyphenated house numbers after plain ones on the same block face', () => {
    expect(houseNumberValue('148-11')).toBe(148_011);
    expect(houseNumberValue('12A')).toBe(12);
    expect(houseNumberValue(null)).toBeNull();
    expect(houseNumberValue('REAR')).toBeNull();
  });

  it('keys one row per lot, range and street, and normalises what search matches on', () => {
    const a = addressRow({ bbl: '4064210038', borough: 'QN', houseLow: '148-11', streetName: '58 AVENUE', zipCode: '11355-1234', dataset: 'pluto' });
    const b = addressRow({ bbl: '4064210038', borough: 'QN', houseLow: '148-11', streetName: ' 58  Avenue ', dataset: 'rolling-sales' });
    expect(a.addressKey).toBe(b.addressKey);
    expect(a.searchText).toBe('148-11 58 avenue queens');
    expect(a.streetText).toBe('58 avenue');
    expect(a.zipCode).toBe('11355');
    expect(a.displayAddress).toBe('148-11 58 AVENUE, Queens, NY 11355');
    const range = addressRow({ bbl: '1000010010', borough: 'MN', houseLow: '1', houseHigh: '9', streetName: 'BROADWAY', dataset: 'pad' });
    expect(range.displayAddress).toBe('1–9 BROADWAY, Manhattan, NY');
    expect(range.houseHighNumber).toBe(9);
    const streetOnly = addressRow({ bbl: '3000010001', borough: 'BK', houseLow: null, streetName: 'JOHN STREET', dataset: 'pluto' });
    expect(streetOnly.searchText).toBe('john street brooklyn');
    expect(streetOnly.houseLowNumber).toBeNull();
  });
});
