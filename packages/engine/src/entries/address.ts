/** @rei/engine/address — the NYC address normalisation and slugs. */
export * from '../address';
