import { z } from 'zod';
import { moneySchema } from './money';
import { VersionSchema } from './records';

/**
 * Revenue share history of an owner (a publisher or a content owner; part 2 §3 share entries:
 * pubShareType, value, day): from `day` on the owner earns `value`, a percentage for a revenue
 * share, USD per thousand otherwise. One shape for both owners, each with its own types.
 */
export const SHARE_MESSAGES = {
  shareTooHigh: 'A revenue share is a percentage from 0 to 100',
  day: 'Day must be a date (YYYY-MM-DD)',
} as const;

export const shareEntrySchema = <T extends z.ZodEnum>(types: T) =>
  z.object({
    id: z.number().int(),
    pubShareType: types,
    value: z.number(),
    day: z.string(),
    createdOn: z.string(),
  });

/** A new share entry, with the owner's version it was added to. */
export const shareInputSchema = (types: z.ZodType<string>) =>
  z
    .object({
      pubShareType: types,
      value: moneySchema('Share'),
      day: z.iso.date({ error: SHARE_MESSAGES.day }),
      version: VersionSchema,
    })
    .refine((share) => share.pubShareType !== 'REVSHARE' || share.value <= 100, {
      message: SHARE_MESSAGES.shareTooHigh,
      path: ['value'],
    });

/** A share as the screens show it: '70 %' for a revenue share, '$2.50 CPM' otherwise. */
export const formatShare = (share: { pubShareType: string; value: number }) =>
  share.pubShareType === 'REVSHARE' ? `${share.value} %` : `$${share.value.toFixed(2)} CPM`;
