import { API_TOKEN_SCOPE_LABELS, type ApiToken, type CreatedApiToken } from '@adcast/domain/users/api-tokens';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { ConfirmDialog } from '../../ui/confirm-dialog';
import { DateWithTime } from '../../ui/date-with-time';
import { ShownOnce } from '../../ui/shown-once';
import { SizedDialog } from '../../ui/sized-dialog';
import { useApiTokens, useRevokeApiToken } from './api-tokens-api';
import { NewApiTokenForm } from './new-api-token-form';

const DIALOG_WIDTH = 760;

/** The user's API tokens: list, create (the secret shown once), revoke after a confirmation. */
export function ApiTokensDialog({ onClose }: { onClose: () => void }) {
  const tokens = useApiTokens();
  const revoke = useRevokeApiToken();
  const [created, setCreated] = useState<CreatedApiToken | null>(null);
  const [revoking, setRevoking] = useState<ApiToken | null>(null);
  return (
    <SizedDialog title="API tokens" width={DIALOG_WIDTH} onClose={onClose}>
      <DialogContent>
        <Typography variant="body2" sx={{ mb: 2 }}>
          Scripts send a token as <code>Authorization: Bearer adc_…</code>, with the working role in{' '}
          <code>X-Mask</code>. A token acts as you, with your permissions or only reading.
        </Typography>
        {created && (
          <Box sx={{ mb: 2 }}>
            <ShownOnce
              label={`Copy the token '${created.name}' now: it is not shown again.`}
              text={created.secret}
            />
          </Box>
        )}
        <NewApiTokenForm onCreated={setCreated} />
        <Table size="small" sx={{ mt: 2 }} aria-label="API tokens">
          <TableHead>
            <TableRow>
              <TableCell>Name</TableCell>
              <TableCell>Scope</TableCell>
              <TableCell>Expires</TableCell>
              <TableCell>Last used</TableCell>
              <TableCell />
            </TableRow>
          </TableHead>
          <TableBody>
            {tokens.data?.length === 0 && (
              <TableRow>
                <TableCell colSpan={5}>No tokens yet</TableCell>
              </TableRow>
            )}
            {tokens.data?.map((token) => (
              <TableRow key={token.id}>
                <TableCell>
                  {token.name}{' '}
                  <Typography component="span" variant="caption">
                    ({token.hint}…)
                  </Typography>
                </TableCell>
                <TableCell>{API_TOKEN_SCOPE_LABELS[token.scope]}</TableCell>
                <TableCell>
                  <DateWithTime value={token.expiresAt} />
                </TableCell>
                <TableCell>
                  {token.lastUsedAt ? <DateWithTime value={token.lastUsedAt} /> : 'Never'}
                </TableCell>
                <TableCell align="right">
                  <Button color="error" size="small" onClick={() => setRevoking(token)}>
                    Revoke
                  </Button>
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Close</Button>
      </DialogActions>
      <ConfirmDialog
        open={revoking !== null}
        title="Revoke token"
        text={`Scripts using '${revoking?.name}' stop working at once.`}
        confirmLabel="Revoke"
        onConfirm={() => {
          if (revoking) revoke.mutate(revoking.id);
          setRevoking(null);
        }}
        onCancel={() => setRevoking(null)}
      />
    </SizedDialog>
  );
}
