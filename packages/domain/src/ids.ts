import { z } from 'zod';
import { MAX_ID } from './id-range';

export { MAX_ID };

export const ID_MESSAGE = `An id must be a whole number from 1 to ${MAX_ID}`;

/** An id in a JSON body. */
export const IdSchema = z
  .number({ error: ID_MESSAGE })
  .int(ID_MESSAGE)
  .min(1, ID_MESSAGE)
  .max(MAX_ID, ID_MESSAGE);

/**
 * An id written in a path or a query: plain decimal digits only, so `0x1`, `1e0`, `+1` or `01`
 * never name row 1 by accident.
 */
export const IdTextSchema = z.preprocess(
  (value) => (typeof value === 'number' ? String(value) : value),
  z
    .string({ error: ID_MESSAGE })
    .regex(/^[1-9][0-9]{0,9}$/, ID_MESSAGE)
    .transform(Number)
    .pipe(IdSchema),
);
