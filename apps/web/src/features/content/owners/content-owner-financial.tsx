import { CONTENT_OWNERS_API } from '@adcast/domain/content/owner-paths';
import {
  CONTENT_OWNER_NOTICES,
  type ContentOwner,
  type ContentOwnerFinancial,
  ContentOwnerFinancialSchema,
} from '@adcast/domain/content/owners';
import { CONTRACT_TERM_OPTIONS, REVENUE_MODEL_OPTIONS } from '@adcast/domain/enumerations';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useEffect } from 'react';
import { Controller } from 'react-hook-form';
import { useRecordWrite } from '../../../resource/resource-api';
import { useCan } from '../../../session/can';
import { useZodForm } from '../../../ui/form-card';
import { FormField } from '../../../ui/form-field';
import { contentOwnerResource } from './content-owner-resource';

const NO_TERM = [{ key: '', label: 'No contract term' }, ...CONTRACT_TERM_OPTIONS];

const termsOf = (owner: ContentOwner): ContentOwnerFinancial => ({
  revenueModel: owner.revenueModel,
  contractTerm: owner.contractTerm ?? ('' as never),
  contractStart: owner.contractStart ?? ('' as never),
  version: owner.version,
});

/**
 * The financial tab: revenue model, contract term (part 2 §3 M3…Y5) and the day the contract
 * starts; the share itself is kept in the shares tab's history. Read-only without edit or when archived.
 */
export function ContentOwnerFinancialCard({ owner }: { owner: ContentOwner }) {
  const editable = useCan()('CONTENT_OWNERS_EDIT') && owner.status !== 'ARCHIVED';
  const write = useRecordWrite(contentOwnerResource);
  const form = useZodForm(ContentOwnerFinancialSchema, termsOf(owner));
  // The rules tie the fields together: a change of one re-checks the others' messages.
  const [term, model] = form.watch(['contractTerm', 'revenueModel']);
  const { trigger } = form;
  useEffect(() => {
    if (term !== undefined || model !== undefined) void trigger();
  }, [term, model, trigger]);
  const save = form.handleSubmit((terms) =>
    write.mutate({
      method: 'PUT',
      path: CONTENT_OWNERS_API.financial(owner.id),
      body: { ...terms, version: owner.version },
      notice: CONTENT_OWNER_NOTICES.financialSaved,
      fallback: CONTENT_OWNER_NOTICES.errorSave,
    }),
  );
  return (
    <Paper variant="outlined" sx={{ p: 2, maxWidth: 720 }}>
      <Typography variant="subtitle1" component="h2" gutterBottom>
        Financial terms
      </Typography>
      <Box
        component="form"
        aria-label="Financial terms"
        noValidate
        onSubmit={(event) => void save(event)}
        sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: 'repeat(3, minmax(0, 1fr))' } }}
      >
        <FormField
          control={form.control}
          name="revenueModel"
          label="Revenue model"
          required
          options={REVENUE_MODEL_OPTIONS}
          disabled={!editable}
        />
        <FormField
          control={form.control}
          name="contractTerm"
          label="Contract term"
          options={NO_TERM}
          disabled={!editable}
        />
        <Controller
          control={form.control}
          name="contractStart"
          render={({ field, fieldState }) => (
            <TextField
              type="date"
              label="Contract start"
              name={field.name}
              value={field.value ?? ''}
              onChange={field.onChange}
              onBlur={field.onBlur}
              inputRef={field.ref}
              disabled={!editable}
              error={Boolean(fieldState.error)}
              helperText={fieldState.error?.message}
              slotProps={{ inputLabel: { shrink: true } }}
            />
          )}
        />
        {editable && (
          <Box sx={{ gridColumn: '1 / -1', display: 'flex', justifyContent: 'flex-end' }}>
            <Button type="submit" variant="contained" disabled={!form.formState.isValid || write.isPending}>
              Save terms
            </Button>
          </Box>
        )}
      </Box>
    </Paper>
  );
}
