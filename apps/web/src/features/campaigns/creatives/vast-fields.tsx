import { CREATIVE_MESSAGES } from '@adcast/domain/campaigns/creative-messages';
import { type CreativeInput, VAST_TYPE_OPTIONS } from '@adcast/domain/campaigns/creatives';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { type Control, useWatch } from 'react-hook-form';
import { errorMessages } from '../../../api/notify-error';
import { FormField } from '../../../ui/form-field';
import { useVastCheck } from './vast-check-api';
import { VastReportView } from './vast-report';

/** A VAST creative's tag, pasted as XML or given as a URL, and its check before saving. */
export function VastFields({ control, readOnly }: { control: Control<CreativeInput>; readOnly: boolean }) {
  const [vastType, vastXml, vastUrl, duration] = useWatch({
    control,
    name: ['vastType', 'vastXml', 'vastUrl', 'duration'],
  });
  const check = useVastCheck();
  const canCheck = Boolean(vastType && (vastType === 'XML' ? vastXml : vastUrl) && duration);
  const fields = { control, disabled: readOnly };
  return (
    <>
      <FormField {...fields} name="vastType" label="VAST given as" options={VAST_TYPE_OPTIONS} required />
      {vastType === 'URL' ? (
        <FormField {...fields} name="vastUrl" label="VAST URL" required />
      ) : (
        <FormField {...fields} name="vastXml" label="VAST XML" multiline required />
      )}
      {!readOnly && (
        <Button
          variant="outlined"
          sx={{ alignSelf: 'flex-start' }}
          disabled={!canCheck || check.isPending}
          onClick={() =>
            check.mutate({
              vastType: vastType ?? 'XML',
              vastXml: vastXml ?? null,
              vastUrl: vastUrl ?? null,
              duration: Number(duration),
            })
          }
        >
          Check VAST
        </Button>
      )}
      {check.data && <VastReportView report={check.data} />}
      {check.error && (
        <Alert severity="error">
          {errorMessages(check.error, CREATIVE_MESSAGES.errorValidate).join(' ')}
        </Alert>
      )}
    </>
  );
}
