import { EPG_FIELD_OPTIONS } from '@adcast/domain/keyword-packages/epg-keywords';
import type { KeywordPackageInput } from '@adcast/domain/keyword-packages/keyword-packages';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { type Control, useFieldArray, useFormState } from 'react-hook-form';
import { FormField } from '../../ui/form-field';

const NEW_KEYWORD = { field: 'GENRE', value: '' } as const;

/** A package's keywords, one row each: the guide field it matches and the value. */
export function KeywordsField(props: { control: Control<KeywordPackageInput>; disabled: boolean }) {
  const { control, disabled } = props;
  const keywords = useFieldArray({ control, name: 'keywords' });
  const errors = useFormState({ control, name: 'keywords' }).errors.keywords;
  const listError = errors?.root?.message ?? errors?.message;
  const fields = { control, disabled };
  return (
    <Box component="fieldset" sx={{ border: 0, p: 0, m: 0, display: 'grid', gap: 1 }}>
      <Typography component="legend" variant="subtitle2">
        Keywords
      </Typography>
      {keywords.fields.map((keyword, index) => (
        <Box
          key={keyword.id}
          role="group"
          aria-label={`Keyword ${index + 1}`}
          sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 2fr auto' }, gap: 1 }}
        >
          <FormField {...fields} name={`keywords.${index}.field`} label="Field" options={EPG_FIELD_OPTIONS} />
          <FormField {...fields} name={`keywords.${index}.value`} label="Value" required />
          <Button
            onClick={() => keywords.remove(index)}
            disabled={disabled}
            aria-label={`Remove keyword ${index + 1}`}
          >
            Remove
          </Button>
        </Box>
      ))}
      {listError && (
        <Typography color="error" variant="body2" role="alert">
          {listError}
        </Typography>
      )}
      <Box>
        <Button onClick={() => keywords.append({ ...NEW_KEYWORD })} disabled={disabled}>
          Add keyword
        </Button>
      </Box>
    </Box>
  );
}
