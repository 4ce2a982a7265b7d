import {
  API_TOKEN_SCOPE_LABELS,
  API_TOKEN_SCOPES,
  type ApiTokenCreate,
  ApiTokenCreateSchema,
  type CreatedApiToken,
} from '@adcast/domain/users/api-tokens';
import { zodResolver } from '@hookform/resolvers/zod';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { Controller, useForm } from 'react-hook-form';
import { FormTextField } from '../../ui/form-text-field';
import { useCreateApiToken } from './api-tokens-api';

const EXPIRY_DAYS = [7, 30, 90, 365] as const;
const DEFAULTS: ApiTokenCreate = { name: '', scope: 'READ_ONLY', expiresInDays: 30 };

/** Name, scope and expiry of a new token; `onCreated` gets its secret, answered this once. */
export function NewApiTokenForm({ onCreated }: { onCreated: (token: CreatedApiToken) => void }) {
  const create = useCreateApiToken(onCreated);
  const { control, handleSubmit, formState, reset } = useForm<ApiTokenCreate>({
    resolver: zodResolver(ApiTokenCreateSchema),
    mode: 'all',
    defaultValues: DEFAULTS,
  });
  const submit = handleSubmit((input) => create.mutate(input, { onSuccess: () => reset(DEFAULTS) }));
  return (
    <Box
      component="form"
      noValidate
      onSubmit={submit}
      sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', alignItems: 'flex-start' }}
    >
      <Box sx={{ flex: '2 1 12rem' }}>
        <FormTextField control={control} name="name" label="Token name" />
      </Box>
      <Controller
        control={control}
        name="scope"
        render={({ field }) => (
          <TextField select label="Scope" {...field} sx={{ flex: '1 1 9rem' }}>
            {API_TOKEN_SCOPES.map((scope) => (
              <MenuItem key={scope} value={scope}>
                {API_TOKEN_SCOPE_LABELS[scope]}
              </MenuItem>
            ))}
          </TextField>
        )}
      />
      <Controller
        control={control}
        name="expiresInDays"
        render={({ field }) => (
          <TextField
            select
            label="Expires after"
            {...field}
            onChange={(event) => field.onChange(Number(event.target.value))}
            sx={{ flex: '1 1 8rem' }}
          >
            {EXPIRY_DAYS.map((days) => (
              <MenuItem key={days} value={days}>
                {days === 365 ? '1 year' : `${days} days`}
              </MenuItem>
            ))}
          </TextField>
        )}
      />
      <Button
        type="submit"
        variant="contained"
        disabled={!formState.isValid || create.isPending}
        sx={{ mt: 1 }}
      >
        Create
      </Button>
    </Box>
  );
}
