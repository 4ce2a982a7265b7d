import { PartnerSellersJsonInputSchema } from '@adcast/domain/supply-chain/partner-sellers-json';
import {
  SUPPLY_CHAIN_LABELS as L,
  type PartnerSellersJsonStateDto,
} from '@adcast/domain/supply-chain/supply-chain';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useWrite } from '../../resource/write-api';
import { useCan } from '../../session/can';
import { DateWithTime } from '../../ui/date-with-time';
import { fetchNowRequest, SUPPLY_CHAIN_KEY, sellersJsonSourceRequest } from './supply-chain-api';

/** Where the partner's sellers.json is read, our seller id there, and its last fetch. */
export function PartnerSellersJsonForm({
  partnerId,
  state,
}: {
  partnerId: number;
  state: PartnerSellersJsonStateDto;
}) {
  const canEdit = useCan()('DEMAND_PARTNERS_EDIT');
  const write = useWrite([SUPPLY_CHAIN_KEY]);
  const [url, setUrl] = useState(state.url ?? '');
  const [accountId, setAccountId] = useState(state.accountId ?? '');
  const [touched, setTouched] = useState(false);
  const parsed = PartnerSellersJsonInputSchema.safeParse({ url, accountId });
  const errorOf = (field: string) =>
    touched && !parsed.success
      ? parsed.error.issues.find((issue) => issue.path[0] === field)?.message
      : undefined;
  return (
    <Box
      component="form"
      aria-label={L.partnerSellersJson}
      onSubmit={(event) => {
        event.preventDefault();
        setTouched(true);
        if (parsed.success) write.mutate(sellersJsonSourceRequest(partnerId, { url, accountId }));
      }}
      sx={{
        display: 'grid',
        gap: 2,
        gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: '2fr 1fr auto auto' },
        alignItems: 'start',
      }}
    >
      <TextField
        size="small"
        label={L.url}
        value={url}
        disabled={!canEdit}
        onChange={(event) => setUrl(event.target.value)}
        error={Boolean(errorOf('url'))}
        helperText={errorOf('url') ?? 'e.g. https://partner.example/sellers.json'}
      />
      <TextField
        size="small"
        label={L.accountId}
        value={accountId}
        disabled={!canEdit}
        onChange={(event) => setAccountId(event.target.value)}
        error={Boolean(errorOf('accountId'))}
        helperText={errorOf('accountId') ?? ' '}
      />
      {canEdit && (
        <Button type="submit" variant="contained">
          {L.save}
        </Button>
      )}
      {canEdit && state.url && (
        <Button onClick={() => write.mutate(fetchNowRequest(partnerId))} disabled={state.status === 'QUEUED'}>
          {L.fetchNow}
        </Button>
      )}
      <Typography variant="body2" color="text.secondary" sx={{ gridColumn: '1 / -1' }} role="status">
        {state.status === 'NOT_SET' ? 'Not set' : state.status}
        {state.fetchedAt && (
          <>
            {' · '}
            <DateWithTime value={state.fetchedAt} />
          </>
        )}
        {state.sellerCount !== null && ` · ${state.sellerCount} sellers`}
        {state.reason && ` · ${state.reason}`}
      </Typography>
    </Box>
  );
}
