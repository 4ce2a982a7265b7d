import {
  DCO_FIELD_LABELS,
  DCO_NOTICES,
  type DcoCreativeInput,
  DcoCreativeInputSchema,
} from '@adcast/domain/campaigns/dco';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useState } from 'react';
import { RecordPickerField } from '../../../resource/record-picker-field';
import { useCan } from '../../../session/can';
import { FormCard, useRecordForm } from '../../../ui/form-card';
import { FormField } from '../../../ui/form-field';
import { SizedDialog } from '../../../ui/sized-dialog';
import { useCreateDcoCreative } from './dco-api';

const EMPTY_DCO = {
  name: '',
  advertiserId: undefined as unknown as number,
  backgroundId: undefined as unknown as number,
  headline: '',
  callToAction: '',
} satisfies DcoCreativeInput;

/** The template's fields: an advertiser, its display creative as background, a headline and a call to action. */
function DcoForm({ onCancel }: { onCancel: () => void }) {
  const dco = useCreateDcoCreative();
  const { control, card } = useRecordForm(DcoCreativeInputSchema, {
    initial: EMPTY_DCO,
    submitLabel: 'Create',
    saving: dco.saving,
    onSubmit: ({ duration: _fixed, ...input }) => dco.create(input),
    onCancel,
  });
  const fields = { control, disabled: false };
  return (
    <Box sx={{ px: 3, pb: 2 }}>
      <FormCard {...card}>
        <RecordPickerField {...fields} name="advertiserId" area="advertisers" required />
        <RecordPickerField {...fields} name="backgroundId" area="display-creatives" required />
        <FormField {...fields} name="name" label="Name" required />
        <FormField {...fields} name="headline" label={DCO_FIELD_LABELS.headline} required />
        <FormField {...fields} name="callToAction" label={DCO_FIELD_LABELS.callToAction} required />
      </FormCard>
    </Box>
  );
}

/** The creative library's New DCO creative button: a 15-second video made from the template. */
export function DcoButton() {
  const can = useCan();
  const [open, setOpen] = useState(false);
  if (!can('CAMPAIGNS_CREATIVES_CREATE')) return null;
  return (
    <>
      <Button variant="outlined" onClick={() => setOpen(true)}>
        {DCO_NOTICES.open}
      </Button>
      {open && (
        <SizedDialog title={DCO_NOTICES.open} width={600} onClose={() => setOpen(false)}>
          <DcoForm onCancel={() => setOpen(false)} />
        </SizedDialog>
      )}
    </>
  );
}
