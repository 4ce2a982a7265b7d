import { z } from 'zod';

/** A row id in the path; anything but a positive integer is a 400. */
export const PathIdSchema = z.coerce.number().int().positive();
export const IdParamsSchema = z.object({ id: PathIdSchema });
