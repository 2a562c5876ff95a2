import * as z from 'zod/mini';

/**
 * Field builders for entity schemas. Data about a property comes from many sources and
 * any of it may be missing, so most fields accept `null` or absence.
 */
export const maybeNumber = () => z.nullish(z.number());
export const maybeText = () => z.nullish(z.string());
export const maybeBoolean = () => z.nullish(z.boolean());
/** Database ids are positive integers. */
export const entityId = () => z.number().check(z.int(), z.positive());
/** Dates and times travel as ISO 8601 strings. */
export const isoDate = () => z.string();
