import { z } from 'zod';
import { ActiveArchivedSchema } from '../enumerations';
import { IdListSchema } from '../list-schemas';
import { LookupPageSchema, SearchTextSchema, statusFilterSchema } from '../records';

export const ContentOwnerSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  status: ActiveArchivedSchema,
});
export type ContentOwner = z.infer<typeof ContentOwnerSchema>;

/** The content owner list and picker: by ids (coIds), name and status, sorted by name. */
export const ContentOwnerListFilterSchema = LookupPageSchema.extend({
  coIds: IdListSchema,
  name: SearchTextSchema,
  status: statusFilterSchema(),
});
export type ContentOwnerListFilter = z.output<typeof ContentOwnerListFilterSchema>;

/** The status tiles' counts of the content owner list: by the same name search. */
export const ContentOwnerCountFilterSchema = z.object({ name: SearchTextSchema });
export type ContentOwnerCountFilter = z.output<typeof ContentOwnerCountFilterSchema>;
