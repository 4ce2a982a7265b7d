import { type FeedImport, FEED_IMPORT_SCREEN as SCREEN } from '@adcast/domain/media/feeds';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { importRunning, useFeedImport } from './feed-import-api';

/** The four counts a user follows; skipped is known once the import is done. */
const countsOf = (row: FeedImport) => [
  { label: SCREEN.found, value: row.found },
  { label: SCREEN.imported, value: row.stored },
  { label: SCREEN.skipped, value: row.skipped ?? '–' },
  { label: SCREEN.failed, value: row.failed },
];

/** Lines only ever added at the end, keyed by their text and how often it came before (two items may fail alike). */
function keyedLines(lines: string[]) {
  const seen = new Map<string, number>();
  return lines.map((line) => {
    const count = seen.get(line) ?? 0;
    seen.set(line, count + 1);
    return { key: `${line}#${count}`, line };
  });
}

/** Lines of one kind (items that failed, items skipped), each with its reason. */
function ItemLines({ label, lines, color }: { label: string; lines: string[]; color: string }) {
  if (lines.length === 0) return null;
  return (
    <Box component="ul" aria-label={label} sx={{ m: 0, pl: 2.5, maxHeight: 160, overflowY: 'auto' }}>
      {keyedLines(lines).map(({ key, line }) => (
        <Typography component="li" variant="body2" color={color} key={key}>
          {line}
        </Typography>
      ))}
    </Box>
  );
}

/** Why the run stopped (or waits for a retry), then each item that failed and each skipped. */
function ImportErrors({ row }: { row: FeedImport }) {
  return (
    <>
      {row.error && (
        <Alert severity={row.state === 'FAILED' ? 'error' : 'warning'}>
          {row.state === 'FAILED' ? SCREEN.failedWith(row.error) : SCREEN.retrying(row.error)}
        </Alert>
      )}
      <ItemLines label={SCREEN.failed} lines={row.errors} color="error" />
      <ItemLines label={SCREEN.skipped} lines={row.skippedReasons} color="text.secondary" />
    </>
  );
}

/** One import as it goes: its title and state, the counts, a bar while it runs, and what failed. */
export function FeedImportProgress({ row }: { row: FeedImport }) {
  return (
    <Stack spacing={1} role="group" aria-label={row.title}>
      <Stack direction="row" spacing={1} sx={{ justifyContent: 'space-between' }}>
        <Typography variant="subtitle2">{row.title}</Typography>
        <Typography variant="body2" role="status">
          {SCREEN.states[row.state]}
        </Typography>
      </Stack>
      {importRunning(row) && <LinearProgress aria-label={SCREEN.progress} />}
      <Stack direction="row" spacing={2} sx={{ flexWrap: 'wrap' }}>
        {countsOf(row).map((count) => (
          <Typography variant="body2" key={count.label}>
            {`${count.label}: ${count.value}`}
          </Typography>
        ))}
      </Stack>
      <ImportErrors row={row} />
    </Stack>
  );
}

/** The 'Parse feed' result: the import just queued, followed until it ends. */
export function FeedImportResult({ importId }: { importId: number }) {
  const query = useFeedImport(importId);
  if (!query.data) return <LinearProgress aria-label={SCREEN.progress} />;
  return <FeedImportProgress row={query.data} />;
}
