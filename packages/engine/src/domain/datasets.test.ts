import { describe, expect, it } from 'vitest';
import { NYC_DATASETS, NYC_DATASET_KEYS, datasetTitle, isNycDatasetKey, nycDataset } from './datasets';

describe('NYC dataset table', () => {
  it('has one row per key, and unique titles and Open Data ids', () => {
    const keys = NYC_DATASETS.map((dataset) => dataset.key);
    expect(new Set(keys).size).toBe(keys.length);
    expect(NYC_DATASET_KEYS).toEqual(keys);
    const titles = NYC_DATASETS.map((dataset) => dataset.title);
    expect(new Set(titles).size).toBe(titles.length);
    const ids = NYC_DATASETS.flatMap((dataset) => [...dataset.sodaIds]);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('writes every Open Data id as Socrata does (xxxx-xxxx) and cites it in the source', () => {
    for (const dataset of NYC_DATASETS) {
      for (const id of dataset.sodaIds) {
        expect(id).toMatch(/^[a-z0-9]{4}-[a-z0-9]{4}$/);
        expect(dataset.source).toContain(id);
      }
      expect(dataset.title).not.toBe('');
      expect(dataset.agency).not.toBe('');
    }
  });

  it('finds a row by key, and titles an unknown key by the key itself', () => {
    expect(nycDataset('hpd-violations').sodaIds).toEqual(['wvxf-dwi5']);
    expect(datasetTitle('rolling-sales')).toBe('DOF Rolling Sales');
    expect(datasetTitle('soda:abcd-1234')).toBe('soda:abcd-1234');
    expect(isNycDatasetKey('pad')).toBe(true);
    expect(isNycDatasetKey('pads')).toBe(false);
    expect(isNycDatasetKey(311)).toBe(false);
  });
});
