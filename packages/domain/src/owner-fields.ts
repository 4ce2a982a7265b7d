import { z } from 'zod';
import { ID_MESSAGE, MAX_ID } from './ids';
import { EMAIL_PATTERN, FIELD_MESSAGES } from './patterns';
import { blankToNull } from './records';

/** Optional trimmed text of at most `max` characters; a blank one is none. */
export const optionalText = (max: number) => z.string().trim().max(max).nullish().transform(blankToNull);

/** The name and network every owner of inventory or content has (publishers, content owners). */
export const OWNER_NAME_FIELDS = {
  name: z.string().trim().min(1, FIELD_MESSAGES.required('Name')).max(200),
  /** None: the product's own; a network user's owners are in its network. */
  networkId: z.number().int(ID_MESSAGE).min(1, ID_MESSAGE).max(MAX_ID, ID_MESSAGE).nullish(),
};

/** An owner's contact person. */
export const OWNER_CONTACT_FIELDS = {
  contactName: optionalText(200),
  contactEmail: optionalText(254).refine(
    (value) => value === null || EMAIL_PATTERN.test(value),
    FIELD_MESSAGES.email,
  ),
};
