import type { ImportAction, ImportResult } from '@adcast/domain/csv-imports';
import Chip from '@mui/material/Chip';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

const ACTION_LABELS: Record<ImportAction, string> = {
  CREATE: 'Create',
  UPDATE: 'Update',
  UNCHANGED: 'Unchanged',
  ERROR: 'Error',
};
const ACTION_COLORS = { CREATE: 'success', UPDATE: 'info', UNCHANGED: 'default', ERROR: 'error' } as const;

/** Rows shown at once: errors first, so a long file's problems are never below the fold. */
const SHOWN = 200;

/** An import's preview: how many rows do what, and each row's line, action, name and messages. */
export function ImportPreview({ result }: { result: ImportResult }) {
  const rows = [...result.rows].sort((a, b) => Number(b.action === 'ERROR') - Number(a.action === 'ERROR'));
  return (
    <>
      <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', gap: 1, mb: 1 }} aria-label="Import summary">
        {(Object.keys(ACTION_LABELS) as ImportAction[]).map((action) => (
          <Chip
            key={action}
            size="small"
            color={ACTION_COLORS[action]}
            label={`${ACTION_LABELS[action]}: ${result.counts[action] ?? 0}`}
          />
        ))}
      </Stack>
      <List dense aria-label="Import rows" disablePadding>
        {rows.slice(0, SHOWN).map((row) => (
          <ListItem key={row.line} disableGutters>
            <ListItemText
              primary={`Line ${row.line}: ${ACTION_LABELS[row.action]} — ${row.name || '(no name)'}`}
              secondary={row.messages.join('; ') || undefined}
              slotProps={{ secondary: { color: row.action === 'ERROR' ? 'error' : undefined } }}
            />
          </ListItem>
        ))}
      </List>
      {rows.length > SHOWN && (
        <Typography variant="body2" color="text.secondary">
          {`and ${rows.length - SHOWN} more rows`}
        </Typography>
      )}
    </>
  );
}
