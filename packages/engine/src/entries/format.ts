/** @rei/engine/format — the display formatting of money, percents, counts and areas. */
export * from '../format';
