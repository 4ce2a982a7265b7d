import { z } from 'zod';
import { DOMAIN_PATTERN, FIELD_MESSAGES, HEX_COLOUR_PATTERN } from '../patterns';
import { blankToNull, VersionSchema } from '../records';

/** A network as the network picker lists it. */
export const NetworkSchema = z.object({ id: z.number().int(), name: z.string() });
export type Network = z.infer<typeof NetworkSchema>;

/** The white-label brand a network's users see; unset parts fall back to the product's own. */
export const NetworkBrandSchema = z.object({
  title: z.string().nullable(),
  logo: z.string().nullable(),
  favicon: z.string().nullable(),
  primaryColour: z.string().nullable(),
});
export type NetworkBrand = z.infer<typeof NetworkBrandSchema>;

export const NetworkDetailsSchema = NetworkSchema.extend({
  domain: z.string().nullable(),
  brand: NetworkBrandSchema,
  createdOn: z.string(),
  updatedOn: z.string(),
  version: z.number().int(),
});
export type NetworkDetails = z.infer<typeof NetworkDetailsSchema>;

const optionalText = (max: number) => z.string().trim().max(max).nullish().transform(blankToNull);
const optionalUrl = optionalText(2000).refine(
  (value) => value === null || /^(https?:\/\/|\/)\S+$/.test(value),
  'Enter an http(s) address or a path starting with /',
);

/** Create or edit a network: name, domain and brand (part 2 §5: the colour is # and six hex digits). */
export const NetworkInputSchema = z.object({
  name: z.string().trim().min(1, 'Name is required').max(200),
  domain: optionalText(253).refine(
    (value) => value === null || DOMAIN_PATTERN.test(value),
    FIELD_MESSAGES.domain,
  ),
  brand: z
    .object({
      title: optionalText(100),
      logo: optionalUrl,
      favicon: optionalUrl,
      primaryColour: optionalText(7).refine(
        (value) => value === null || HEX_COLOUR_PATTERN.test(value),
        FIELD_MESSAGES.hexColour,
      ),
    })
    .default({ title: null, logo: null, favicon: null, primaryColour: null }),
});
export type NetworkInput = z.infer<typeof NetworkInputSchema>;

export const NetworkUpdateSchema = NetworkInputSchema.extend({ version: VersionSchema });
export type NetworkUpdate = z.infer<typeof NetworkUpdateSchema>;

/** What the network screens tell the user. */
export const NETWORK_NOTICES = {
  created: 'Network created successfully',
  updated: 'Network updated successfully',
  errorSave: 'Error occurred during network saving',
  errorFetching: 'Error occurred while fetching networks',
} as const;
