import { z } from 'zod';
import { IdSchema } from '../ids';
import { DCO_CREATIVE_DURATION_S } from '../limits';
import { FIELD_MESSAGES, HexColourSchema } from '../patterns';

/** Issue 25 "the designer": a video creative made from a template, 15 s like a DCO creative. */
export const DESIGN_DURATION_S = DCO_CREATIVE_DURATION_S;
export const DESIGN_HEADLINE_MAX = 50;
export const DESIGN_SUBLINE_MAX = 80;

export const DesignTemplateSchema = z.enum(['TITLE_CARD', 'PRODUCT_SPOTLIGHT', 'END_CARD']);
export type DesignTemplate = z.infer<typeof DesignTemplateSchema>;

export const DESIGN_TEMPLATE_OPTIONS = [
  {
    key: 'TITLE_CARD',
    label: 'Title card',
    description:
      'The headline large on the brand colour, the subline under it; an image, if given, above them.',
  },
  {
    key: 'PRODUCT_SPOTLIGHT',
    label: 'Product spotlight',
    description: 'The image on the left half, the headline and subline on the brand colour at the right.',
  },
  {
    key: 'END_CARD',
    label: 'End card',
    description:
      'The image full screen and dimmed, the headline centred, the subline in a brand-coloured box.',
  },
] as const satisfies readonly { key: DesignTemplate; label: string; description: string }[];

/** Templates that cannot be drawn without an image. */
export const TEMPLATES_NEEDING_IMAGE: readonly DesignTemplate[] = ['PRODUCT_SPOTLIGHT', 'END_CARD'];

export const DESIGNER_MESSAGES = {
  headlineTooLong: `The headline may be at most ${DESIGN_HEADLINE_MAX} characters`,
  sublineTooLong: `The subline may be at most ${DESIGN_SUBLINE_MAX} characters`,
  imageRequired: (template: string) => `The ${template} template needs an image`,
} as const;

export const DESIGNER_NOTICES = {
  rendered: 'Creative queued for rendering; it appears in the library',
  errorPreview: 'Error while rendering the preview',
  errorRender: 'Error occurred during creative render',
} as const;

export const DESIGNER_API = {
  /** POST a design: one PNG frame of what the video will show. */
  preview: '/api/campaign/creative-designer/preview',
  /** POST a design and a name: a video creative of the library, rendered in the background. */
  render: '/api/campaign/creative-designer/render',
} as const;

const labelOf = (template: DesignTemplate) =>
  DESIGN_TEMPLATE_OPTIONS.find((option) => option.key === template)?.label ?? template;

const DesignFieldsSchema = z.object({
  template: DesignTemplateSchema,
  advertiserId: IdSchema,
  headline: z
    .string()
    .trim()
    .min(1, FIELD_MESSAGES.required('Headline'))
    .max(DESIGN_HEADLINE_MAX, DESIGNER_MESSAGES.headlineTooLong),
  subline: z.string().trim().max(DESIGN_SUBLINE_MAX, DESIGNER_MESSAGES.sublineTooLong).default(''),
  brandColour: HexColourSchema,
  textColour: HexColourSchema,
  imageId: IdSchema.nullable().default(null),
});

const imageWhereNeeded = (
  design: { template: DesignTemplate; imageId: number | null },
  context: z.RefinementCtx,
) => {
  if (design.imageId === null && TEMPLATES_NEEDING_IMAGE.includes(design.template))
    context.addIssue({
      code: 'custom',
      path: ['imageId'],
      message: DESIGNER_MESSAGES.imageRequired(labelOf(design.template)),
    });
};

/** A design: the template, the advertiser, the texts, the colours and (a display creative of the advertiser) the image. */
export const DesignSchema = DesignFieldsSchema.superRefine(imageWhereNeeded);
export type Design = z.output<typeof DesignSchema>;
export type DesignInput = z.input<typeof DesignSchema>;

const NameSchema = z
  .string()
  .trim()
  .min(1, FIELD_MESSAGES.required('Name'))
  .max(200, 'Name may be at most 200 characters');

export const DesignRenderSchema = z.object({ name: NameSchema, design: DesignSchema });
export type DesignRenderInput = z.input<typeof DesignRenderSchema>;

/** The designer's form: the design and the creative's name, flat. */
export const DesignFormSchema = DesignFieldsSchema.extend({ name: NameSchema }).superRefine(imageWhereNeeded);
export type DesignForm = z.output<typeof DesignFormSchema>;

/** The form's values as the render call takes them. */
export const renderInputOf = ({ name, ...design }: DesignForm): DesignRenderInput => ({ name, design });
