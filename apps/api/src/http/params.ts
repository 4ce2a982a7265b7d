import { IdTextSchema } from '@adcast/domain/ids';
import { z } from 'zod';

/** A row id in the path: plain decimal digits naming 1 to 2^31-1; anything else is a 400. */
export const PathIdSchema = IdTextSchema;
export const IdParamsSchema = z.object({ id: PathIdSchema });
