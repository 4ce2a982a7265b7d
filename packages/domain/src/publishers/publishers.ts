import { z } from 'zod';
import { PublisherStatusSchema } from '../enumerations';
import { IdListSchema } from '../list-schemas';
import { LookupPageSchema, SearchTextSchema } from '../records';
import { NetworkRefSchema } from '../user';

export const PublisherSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  status: PublisherStatusSchema,
  network: z.nullable(NetworkRefSchema),
});
export type Publisher = z.infer<typeof PublisherSchema>;

/** The publisher list and picker: by ids, networks and name, sorted by name. */
export const PublisherListFilterSchema = LookupPageSchema.extend({
  ids: IdListSchema,
  networkIds: IdListSchema,
  name: SearchTextSchema,
});
export type PublisherListFilter = z.output<typeof PublisherListFilterSchema>;
