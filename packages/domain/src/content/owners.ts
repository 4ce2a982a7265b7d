import { z } from 'zod';
import { ActiveArchivedSchema, ContractTermSchema, RevenueModelSchema } from '../enumerations';
import { IdListSchema } from '../list-schemas';
import { MESSAGES } from '../messages';
import { OWNER_CONTACT_FIELDS, OWNER_NAME_FIELDS } from '../owner-fields';
import { SearchTextSchema, sortedPageSchema, statusFilterSchema, VersionSchema } from '../records';
import { shareEntrySchema, shareInputSchema } from '../shares';
import { NetworkRefSchema } from '../user';

/** The share types of a content owner's share entries: a revenue share or a CPM (part 2 §3 revenue models). */
export const ContentOwnerShareTypeSchema = z.enum(['REVSHARE', 'CPM']);
export const ContentOwnerShareSchema = shareEntrySchema(ContentOwnerShareTypeSchema);
export type ContentOwnerShare = z.infer<typeof ContentOwnerShareSchema>;
export const ContentOwnerShareInputSchema = shareInputSchema(ContentOwnerShareTypeSchema);

export const CONTENT_OWNER_SORT_PROPERTIES = ['name', 'status', 'createdOn'] as const;

export const ContentOwnerSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  status: ActiveArchivedSchema,
  network: z.nullable(NetworkRefSchema),
  /** The logo's public address, or null without one. */
  logoUrl: z.string().nullable(),
  contactName: z.string().nullable(),
  contactEmail: z.string().nullable(),
  /** Financial terms: how the owner is paid and for how long its contract runs (part 2 §3). */
  revenueModel: RevenueModelSchema,
  contractTerm: ContractTermSchema.nullable(),
  contractStart: z.string().nullable(),
  /** The share in force today (the latest entry whose day has come), if any. */
  share: ContentOwnerShareSchema.pick({ pubShareType: true, value: true, day: true }).nullable(),
  createdOn: z.string(),
  updatedOn: z.string(),
  version: z.number().int(),
});
export type ContentOwner = z.infer<typeof ContentOwnerSchema>;

/** Create and edit (part 2 §7 multipart: these details as JSON, the logo as a file). */
const ContentOwnerFieldsSchema = z.object({
  ...OWNER_NAME_FIELDS,
  ...OWNER_CONTACT_FIELDS,
  /** Edit only: true drops the logo (a new logo file replaces it anyway). */
  removeLogo: z.boolean().optional(),
});
export const ContentOwnerInputSchema = ContentOwnerFieldsSchema.omit({ removeLogo: true });
export type ContentOwnerInput = z.input<typeof ContentOwnerInputSchema>;
export const ContentOwnerUpdateSchema = ContentOwnerFieldsSchema.extend({ version: VersionSchema });
export type ContentOwnerUpdate = z.input<typeof ContentOwnerUpdateSchema>;

export const CONTENT_OWNER_MESSAGES = {
  contractStartNeedsTerm: 'A contract start needs a contract term',
  termNeedsModel: 'A contract term needs a revenue model other than None',
} as const;

/** A form's empty choice ('' from a select or a date field) is no value. */
const emptyToNull = (value: unknown) => (value === '' ? null : value);

/** The financial tab: revenue model, contract term (M3…Y5) and the day the contract starts. */
export const ContentOwnerFinancialSchema = z
  .object({
    revenueModel: RevenueModelSchema,
    contractTerm: z.preprocess(emptyToNull, ContractTermSchema.nullable()),
    contractStart: z.preprocess(
      emptyToNull,
      z.iso.date({ error: 'Contract start must be a date (YYYY-MM-DD)' }).nullable(),
    ),
    version: VersionSchema,
  })
  .refine((terms) => terms.contractStart === null || terms.contractTerm !== null, {
    message: CONTENT_OWNER_MESSAGES.contractStartNeedsTerm,
    path: ['contractStart'],
  })
  .refine((terms) => terms.contractTerm === null || terms.revenueModel !== 'NONE', {
    message: CONTENT_OWNER_MESSAGES.termNeedsModel,
    path: ['revenueModel'],
  });
export type ContentOwnerFinancial = z.input<typeof ContentOwnerFinancialSchema>;

/** The content owner list and picker: by ids (coIds), name and status, sorted by name. */
export const ContentOwnerListFilterSchema = sortedPageSchema(CONTENT_OWNER_SORT_PROPERTIES, {
  sortProperty: 'name',
  sortDirection: 'asc',
}).extend({
  coIds: IdListSchema,
  ids: IdListSchema,
  networkIds: IdListSchema,
  name: SearchTextSchema,
  status: statusFilterSchema(),
});
export type ContentOwnerListFilter = z.output<typeof ContentOwnerListFilterSchema>;

/** The status tiles' counts of the content owner list: by the same name search. */
export const ContentOwnerCountFilterSchema = z.object({ name: SearchTextSchema, networkIds: IdListSchema });
export type ContentOwnerCountFilter = z.output<typeof ContentOwnerCountFilterSchema>;

export const CONTENT_OWNER_NOTICES = {
  created: 'Content owner created successfully',
  updated: 'Content owner updated successfully',
  archived: 'Content owner archived successfully',
  unarchived: 'Content owner unarchived successfully',
  errorSave: 'Error occurred during content owner save',
  errorStatus: 'Error occurred during content owner status change',
  errorFetching: MESSAGES.errorFetchingContentOwners,
  financialSaved: 'Financial terms saved',
  shareAdded: 'Share added',
} as const;

/** The multipart parts of create and edit: the details as JSON and the optional logo file. */
export const CONTENT_OWNER_PARTS = { details: 'contentOwner', logo: 'logo' } as const;
