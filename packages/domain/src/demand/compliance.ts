import { z } from 'zod';
import { WireDateSchema } from '../date-ranges';
import { COLORS, type EnumOption } from '../enumerations';
import { IdSchema } from '../ids';
import { commaListSchema, IdListSchema, LookupPageSchema } from '../list-schemas';
import { NotesSchema } from '../records';
import { COMPLIANCE_MESSAGES } from './compliance-messages';

/** Where a demand partner stands on one publisher domain or app. */
export const APPROVAL_STATUSES = ['PENDING', 'APPROVED', 'REJECTED'] as const;
export const ApprovalStatusSchema = z.enum(APPROVAL_STATUSES);
export type ApprovalStatus = z.infer<typeof ApprovalStatusSchema>;
export const APPROVAL_STATUS_OPTIONS = [
  { key: 'PENDING', label: 'Pending', color: COLORS.orange },
  { key: 'APPROVED', label: 'Approved', color: COLORS.green },
  { key: 'REJECTED', label: 'Rejected', color: COLORS.red },
] as const satisfies readonly EnumOption<ApprovalStatus>[];

/** The inventory a partner approves: a publisher's web domain or app. */
export const INVENTORY_KINDS = ['DOMAIN', 'APP'] as const;
export const InventoryKindSchema = z.enum(INVENTORY_KINDS);
export type InventoryKind = z.infer<typeof InventoryKindSchema>;
export const INVENTORY_KIND_OPTIONS = [
  { key: 'DOMAIN', label: 'Domain' },
  { key: 'APP', label: 'App' },
] as const satisfies readonly { key: InventoryKind; label: string }[];

/** One partner's approval of one domain or app; `decidedOn` is the day it was approved or rejected. */
export const ApprovalSchema = z.object({
  id: z.number().int(),
  demandPartner: z.object({ id: z.number().int(), displayName: z.string() }),
  kind: InventoryKindSchema,
  /** The domain's URL or the app's bundle id, and the app's name. */
  inventory: z.object({ id: z.number().int(), name: z.string(), title: z.string().nullable() }),
  publisher: z.object({ id: z.number().int(), name: z.string() }),
  status: ApprovalStatusSchema,
  note: z.string().nullable(),
  requestedOn: z.string(),
  decidedOn: z.string().nullable(),
  version: z.number().int(),
});
export type Approval = z.infer<typeof ApprovalSchema>;

/** The compliance list: pending longest first, then the latest decisions. */
export const ApprovalFilterSchema = LookupPageSchema.extend({
  demandPartnerIds: IdListSchema,
  publisherIds: IdListSchema,
  status: commaListSchema(ApprovalStatusSchema),
  kind: InventoryKindSchema.optional(),
});
export type ApprovalFilter = z.output<typeof ApprovalFilterSchema>;

/** One domain or app with one partner: the key of an approval. */
export const ApprovalKeySchema = z.object({
  demandPartnerId: IdSchema,
  kind: InventoryKindSchema,
  inventoryId: IdSchema,
});
export type ApprovalKey = z.infer<typeof ApprovalKeySchema>;

export const MAX_APPROVALS_PER_CHANGE = 1000;

/** Sets the approvals named (by hand, one or a selection): a decision, or back to pending. */
export const ApprovalDecisionSchema = z.object({
  items: z
    .array(ApprovalKeySchema)
    .min(1, COMPLIANCE_MESSAGES.chooseItems)
    .max(MAX_APPROVALS_PER_CHANGE, COMPLIANCE_MESSAGES.tooMany),
  status: ApprovalStatusSchema,
  note: NotesSchema,
  /** The day of the decision; today when not given. */
  decidedOn: WireDateSchema.optional(),
});
export type ApprovalDecision = z.input<typeof ApprovalDecisionSchema>;

/**
 * Asks partners to approve domains or apps (of the kind the call names): the ones given, or every
 * active one of the publishers given. Those already asked keep their state.
 */
export const ApprovalRequestSchema = z
  .object({
    demandPartnerIds: z.array(IdSchema).min(1, COMPLIANCE_MESSAGES.choosePartner).max(100),
    inventoryIds: z.array(IdSchema).max(MAX_APPROVALS_PER_CHANGE).default([]),
    publisherIds: z.array(IdSchema).max(100).default([]),
  })
  .refine((body) => body.inventoryIds.length > 0 || body.publisherIds.length > 0, {
    message: COMPLIANCE_MESSAGES.chooseInventory,
    path: ['inventoryIds'],
  });
export type ApprovalRequest = z.input<typeof ApprovalRequestSchema>;

export const ApprovalRequestResultSchema = z.object({
  /** Approvals asked for now. */
  requested: z.number().int(),
  /** Approvals that were already asked for, left as they were. */
  alreadyAsked: z.number().int(),
});
export type ApprovalRequestResult = z.infer<typeof ApprovalRequestResultSchema>;

export const ApprovalChangeResultSchema = z.object({ changed: z.number().int() });

/** One domain or app with every partner that was asked about it. */
export const InventoryApprovalsQuerySchema = z.object({
  kind: InventoryKindSchema,
  inventoryId: z.coerce.number().pipe(IdSchema),
});

/** The CSV of a partner's approvals: its export reads back in as its import. */
export const APPROVAL_COLUMN_LABELS = {
  kind: 'Type',
  publisherId: 'Publisher ID',
  publisher: 'Publisher',
  inventory: 'Domain or bundle ID',
  status: 'Status',
  decidedOn: 'Date',
  note: 'Note',
} as const;

export const APPROVAL_IMPORT_COLUMNS = [
  { label: APPROVAL_COLUMN_LABELS.kind, field: 'kind', required: true },
  { label: APPROVAL_COLUMN_LABELS.publisherId, field: 'publisherId', required: true },
  { label: APPROVAL_COLUMN_LABELS.inventory, field: 'inventory', required: true },
  { label: APPROVAL_COLUMN_LABELS.status, field: 'status', required: true },
  { label: APPROVAL_COLUMN_LABELS.decidedOn, field: 'decidedOn' },
  { label: APPROVAL_COLUMN_LABELS.note, field: 'note' },
] as const;

/** One row of a partner's approvals file, as read. */
export const ApprovalImportRowSchema = z.object({
  kind: InventoryKindSchema,
  publisherId: IdSchema,
  inventory: z.string().trim().toLowerCase().min(1).max(2000),
  status: ApprovalStatusSchema,
  decidedOn: WireDateSchema.optional(),
  note: NotesSchema,
});
export type ApprovalImportRow = z.output<typeof ApprovalImportRowSchema>;
