import type { EntityStatus, EnumOption } from '@adcast/domain/enumerations';
import { formatDate } from '@adcast/domain/format';
import { formatShare } from '@adcast/domain/shares';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { QueryKey } from '@tanstack/react-query';
import { useState } from 'react';
import type { z } from 'zod';
import { ScrollingTable } from '../../ui/scrolling-table';
import { useShares, useShareWrite } from './shares-api';

const today = () => new Date().toISOString().slice(0, 10);

export interface OwnerSharesProps {
  /** The publisher or content owner: its id, the version an entry is added to, its status. */
  owner: { id: number; version: number; status: EntityStatus };
  /** The type a new entry starts with (the owner's model). */
  defaultType: string;
  typeOptions: readonly EnumOption<string>[];
  /** The domain's check of a new entry (a revenue share is at most 100 %). */
  inputSchema: z.ZodType;
  /** The owner's shares path (GET the history, POST an entry). */
  path: string;
  queryKey: QueryKey;
  /** What an added entry changes: the owner, its lists, the changelog. */
  invalidate: readonly QueryKey[];
  notices: { added: string; fallback: string };
  canEdit: boolean;
}

/** Adds a share entry: its type, value (percent for a revenue share, USD CPM otherwise) and first day. */
function AddShare(props: OwnerSharesProps) {
  const write = useShareWrite(props.invalidate);
  const [type, setType] = useState(props.defaultType);
  const [value, setValue] = useState('');
  const [day, setDay] = useState(today());
  const entry = { pubShareType: type, value: value.trim() === '' ? null : Number(value), day };
  const parsed = props.inputSchema.safeParse({ ...entry, version: props.owner.version });
  const error = value.trim() === '' || parsed.success ? undefined : parsed.error.issues[0]?.message;
  return (
    <Box
      component="form"
      aria-label="Add a share"
      onSubmit={(event) => {
        event.preventDefault();
        if (parsed.success)
          write.mutate(
            {
              method: 'POST',
              path: props.path,
              body: parsed.data,
              notice: props.notices.added,
              fallback: props.notices.fallback,
            },
            { onSuccess: () => setValue('') },
          );
      }}
      sx={{ display: 'flex', gap: 2, flexWrap: 'wrap', alignItems: 'flex-start', mt: 2 }}
    >
      <TextField
        select
        size="small"
        label="Type"
        value={type}
        onChange={(e) => setType(e.target.value)}
        sx={{ minWidth: 140 }}
      >
        {props.typeOptions.map((option) => (
          <MenuItem key={option.key} value={option.key}>
            {option.label}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        size="small"
        type="number"
        label={type === 'REVSHARE' ? 'Share (%)' : 'CPM (USD)'}
        value={value}
        onChange={(event) => setValue(event.target.value)}
        error={Boolean(error)}
        helperText={error ?? ' '}
        slotProps={{ htmlInput: { min: 0, step: '0.01' } }}
      />
      <TextField
        size="small"
        type="date"
        label="From"
        value={day}
        onChange={(event) => setDay(event.target.value)}
        slotProps={{ inputLabel: { shrink: true } }}
      />
      <Button type="submit" variant="contained" disabled={!parsed.success || write.isPending}>
        Add share
      </Button>
    </Box>
  );
}

/** An owner's share history, the latest day first; the one in force is marked (publishers and content owners). */
export function OwnerShares(props: OwnerSharesProps) {
  const shares = useShares(props.queryKey, props.path);
  const rows = shares.data ?? [];
  const inForce = rows.find((share) => share.day <= today());
  return (
    <Paper variant="outlined" sx={{ p: 2 }}>
      <Typography variant="subtitle1" component="h2" gutterBottom>
        Share history
      </Typography>
      {rows.length === 0 ? (
        <Typography color="text.secondary">{shares.isPending ? 'Loading…' : 'No shares yet'}</Typography>
      ) : (
        <ScrollingTable label="Share history">
          <TableHead>
            <TableRow>
              <TableCell>From</TableCell>
              <TableCell>Type</TableCell>
              <TableCell align="right">Share</TableCell>
              <TableCell>In force</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {rows.map((share) => (
              <TableRow key={share.id}>
                <TableCell>{formatDate(`${share.day}T00:00:00`)}</TableCell>
                <TableCell>{props.typeOptions.find((o) => o.key === share.pubShareType)?.label}</TableCell>
                <TableCell align="right">{formatShare(share)}</TableCell>
                <TableCell>
                  {share.id === inForce?.id ? 'Yes' : share.day > today() ? 'Upcoming' : ''}
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </ScrollingTable>
      )}
      {props.canEdit && props.owner.status !== 'ARCHIVED' && <AddShare {...props} />}
    </Paper>
  );
}
