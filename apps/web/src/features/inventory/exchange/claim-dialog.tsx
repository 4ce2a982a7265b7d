import { EXCHANGE_APP_MESSAGES, type ExchangeApp } from '@adcast/domain/inventory/exchange-apps';
import Button from '@mui/material/Button';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { recordPickerSource } from '../../../resource/record-picker-api';
import { EntityPicker } from '../../../ui/pickers/entity-picker';
import { SizedDialog } from '../../../ui/sized-dialog';
import { claimRequest, useExchangeAppClaim } from './exchange-apps-api';

/** A publisher claims the bundle: its app is made of it, named as traffic showed unless renamed here. */
export function ClaimDialog({ app, onClose }: { app: ExchangeApp; onClose: () => void }) {
  const claim = useExchangeAppClaim();
  const [publisherId, setPublisherId] = useState<number | null>(null);
  const [name, setName] = useState(app.name);
  const save = () =>
    publisherId &&
    claim.mutate(claimRequest({ exchangeAppId: app.id, publisherId, name }), { onSuccess: onClose });
  return (
    <SizedDialog title={`${EXCHANGE_APP_MESSAGES.claim}: ${app.bundleId}`} width={520} onClose={onClose}>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          <EntityPicker
            source={recordPickerSource('publishers')}
            required
            value={publisherId}
            onChange={setPublisherId}
          />
          <TextField label="Name" value={name} onChange={(event) => setName(event.target.value)} />
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Cancel</Button>
        <Button variant="contained" disabled={!publisherId || claim.isPending} onClick={save}>
          {EXCHANGE_APP_MESSAGES.claim}
        </Button>
      </DialogActions>
    </SizedDialog>
  );
}
