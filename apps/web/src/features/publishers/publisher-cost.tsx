import { type Publisher, PublisherCostSchema } from '@adcast/domain/publishers/publishers';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useCan } from '../../session/can';
import { costRequest, usePublisherWrite } from './publisher-api';

/** What serving the publisher costs per thousand impressions (part 2 §7 update-cost). */
export function PublisherCost({ publisher }: { publisher: Publisher }) {
  const canEdit = useCan()('PUBLISHERS_EDIT') && publisher.status !== 'ARCHIVED';
  const write = usePublisherWrite();
  const [value, setValue] = useState(String(publisher.costCpm));
  const parsed = PublisherCostSchema.safeParse({
    costCpm: value.trim() === '' ? null : Number(value),
    version: publisher.version,
  });
  const error = parsed.success ? undefined : parsed.error.issues[0]?.message;
  return (
    <Paper variant="outlined" sx={{ p: 2 }}>
      <Typography variant="subtitle1" component="h2" gutterBottom>
        Cost
      </Typography>
      <Box
        component="form"
        aria-label="Cost"
        onSubmit={(event) => {
          event.preventDefault();
          if (parsed.success) write.mutate(costRequest(publisher, parsed.data.costCpm));
        }}
        sx={{ display: 'flex', gap: 2, flexWrap: 'wrap', alignItems: 'flex-start' }}
      >
        <TextField
          size="small"
          type="number"
          label="Cost CPM (USD)"
          value={value}
          disabled={!canEdit}
          onChange={(event) => setValue(event.target.value)}
          error={Boolean(error)}
          helperText={error ?? 'Per thousand impressions'}
          slotProps={{ htmlInput: { min: 0, step: '0.01' } }}
        />
        {canEdit && (
          <Button type="submit" variant="contained" disabled={!parsed.success || write.isPending}>
            Save cost
          </Button>
        )}
      </Box>
    </Paper>
  );
}
