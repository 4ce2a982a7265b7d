import { z } from 'zod';
import { IdSchema } from '../ids';
import { DCO_CREATIVE_DURATION_S } from '../limits';
import { FIELD_MESSAGES } from '../patterns';

export const DCO_HEADLINE_MAX = 60;
export const DCO_CALL_TO_ACTION_MAX = 24;
/** The one template so far: the background image full screen, the headline on a band, the call to action in a box. */
export const DCO_TEMPLATE = 'still-with-headline-and-cta';

/** Messages of DCO creatives that the spec does not word. */
export const DCO_MESSAGES = {
  backgroundNotFound: (id: number) => `Display creative not found: ${id}`,
  backgroundOfAnotherAdvertiser: 'The background image must be a display creative of the same advertiser',
  headlineTooLong: `The headline may be at most ${DCO_HEADLINE_MAX} characters`,
  callToActionTooLong: `The call to action may be at most ${DCO_CALL_TO_ACTION_MAX} characters`,
} as const;

/** What the DCO dialog tells the user. */
export const DCO_NOTICES = {
  open: 'New DCO creative',
  created: 'DCO creative created; its video is being rendered',
  errorSave: 'Error occurred during DCO creative save',
} as const;

export const DCO_FIELD_LABELS = {
  background: 'Background (display creative)',
  headline: 'Headline',
  callToAction: 'Call to action',
} as const;

const text = (field: string, max: number, tooLong: string) =>
  z.string().trim().min(1, FIELD_MESSAGES.required(field)).max(max, tooLong);

/**
 * Part 2 §7 `POST dco/creative`: a dynamic creative made from the template and an advertiser's
 * assets (a display creative as background, a headline, a call to action). The advertiser is given
 * by id; any duration sent is replaced by DCO_CREATIVE_DURATION_S.
 */
export const DcoCreativeInputSchema = z
  .object({
    name: text('Name', 200, 'Name may be at most 200 characters'),
    advertiserId: IdSchema,
    backgroundId: IdSchema,
    headline: text('Headline', DCO_HEADLINE_MAX, DCO_MESSAGES.headlineTooLong),
    callToAction: text('Call to action', DCO_CALL_TO_ACTION_MAX, DCO_MESSAGES.callToActionTooLong),
    duration: z.unknown().optional(),
  })
  .transform(({ duration: _sent, ...fields }) => ({ ...fields, duration: DCO_CREATIVE_DURATION_S }));
export type DcoCreativeInput = z.input<typeof DcoCreativeInputSchema>;

/** What a DCO creative keeps as its design (the creative's `creativeDesign`): the template and its assets. */
export const DcoDesignSchema = z.object({
  template: z.literal(DCO_TEMPLATE),
  backgroundId: z.number().int(),
  headline: z.string(),
  callToAction: z.string(),
});
export type DcoDesign = z.infer<typeof DcoDesignSchema>;

/** Whether a creative's design is a DCO one (the template's), as the report's DCO dimensions tell them apart. */
export function isDcoDesign(design: string | null): boolean {
  if (design === null) return false;
  try {
    return DcoDesignSchema.safeParse(JSON.parse(design)).success;
  } catch {
    return false;
  }
}
