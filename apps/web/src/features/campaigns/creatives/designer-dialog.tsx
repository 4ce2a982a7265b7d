import {
  DESIGN_TEMPLATE_OPTIONS,
  type DesignForm,
  DesignFormSchema,
  DesignSchema,
} from '@adcast/domain/campaigns/creative-designer';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useWatch } from 'react-hook-form';
import { RecordPickerField } from '../../../resource/record-picker-field';
import { useCan } from '../../../session/can';
import { FormCard, useRecordForm } from '../../../ui/form-card';
import { FormField } from '../../../ui/form-field';
import { SizedDialog } from '../../../ui/sized-dialog';
import { useDesignPreview, useRenderDesign } from './designer-api';

export const DESIGNER_TITLE = 'Design a creative';

const EMPTY_DESIGN = {
  name: '',
  template: 'TITLE_CARD',
  advertiserId: undefined as unknown as number,
  headline: '',
  subline: '',
  brandColour: '#1E6B52',
  textColour: '#FFFFFF',
  imageId: null,
} satisfies Partial<DesignForm> as unknown as DesignForm;

/** A template, its texts, colours and image; a preview frame from the server; the render into the library. */
function DesignerForm({ onCancel }: { onCancel: () => void }) {
  const design = useRenderDesign();
  const { url, preview, previewing } = useDesignPreview();
  const { form, control, card } = useRecordForm(DesignFormSchema, {
    initial: EMPTY_DESIGN,
    submitLabel: 'Render creative',
    saving: design.saving,
    onSubmit: design.render,
    onCancel,
  });
  const template = useWatch({ control, name: 'template' });
  const fields = { control, disabled: false };
  const previewable = DesignSchema.safeParse(form.watch()).success;
  return (
    <Box sx={{ px: 3, pb: 2 }}>
      <FormCard {...card}>
        <FormField {...fields} name="template" label="Template" options={DESIGN_TEMPLATE_OPTIONS} required />
        <Typography variant="body2" color="text.secondary">
          {DESIGN_TEMPLATE_OPTIONS.find((option) => option.key === template)?.description}
        </Typography>
        <RecordPickerField {...fields} name="advertiserId" area="advertisers" required />
        <RecordPickerField {...fields} name="imageId" area="display-creatives" />
        <FormField {...fields} name="headline" label="Headline" required />
        <FormField {...fields} name="subline" label="Subline" />
        <Box sx={{ display: 'flex', gap: 2 }}>
          <FormField {...fields} name="brandColour" label="Brand colour" required />
          <FormField {...fields} name="textColour" label="Text colour" required />
        </Box>
        <Box>
          <Button
            variant="outlined"
            disabled={!previewable || previewing}
            onClick={() => {
              const { name: _name, ...values } = form.getValues();
              preview(values);
            }}
          >
            Preview frame
          </Button>
        </Box>
        {url && (
          <Box
            component="img"
            src={url}
            alt="Preview of the design"
            sx={{ width: '100%', borderRadius: 1 }}
          />
        )}
        <FormField {...fields} name="name" label="Name" required />
      </FormCard>
    </Box>
  );
}

/** The creative library's Design a creative button (creative create permission: the designer's). */
export function DesignerButton() {
  const can = useCan();
  const [open, setOpen] = useState(false);
  if (!can('CAMPAIGNS_CREATIVES_CREATE')) return null;
  return (
    <>
      <Button variant="outlined" onClick={() => setOpen(true)}>
        {DESIGNER_TITLE}
      </Button>
      {open && (
        <SizedDialog title={DESIGNER_TITLE} width={720} onClose={() => setOpen(false)}>
          <DesignerForm onCancel={() => setOpen(false)} />
        </SizedDialog>
      )}
    </>
  );
}
