import { z } from 'zod';

/**
 * Field builders for entity schemas. Data about a property comes from many sources and
 * any of it may be missing, so most fields accept `null` or absence.
 */
export const maybeNumber = () => z.number().nullish();
export const maybeText = () => z.string().nullish();
export const maybeBoolean = () => z.boolean().nullish();
/** Database ids are positive integers. */
export const entityId = () => z.number().int().positive();
/** Dates and times travel as ISO 8601 strings. */
export const isoDate = () => z.string();
