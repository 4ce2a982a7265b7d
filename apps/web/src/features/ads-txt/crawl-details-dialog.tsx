import { problemText } from '@adcast/domain/ads-txt/ads-txt-file';
import type { AdsTxtRow } from '@adcast/domain/ads-txt/ads-txt-status';
import { lineText } from '@adcast/domain/ads-txt/seller-lines';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { DateWithTime } from '../../ui/date-with-time';
import { ADS_TXT_PAGE_MESSAGES as M, useAdsTxtStatus } from './ads-txt-api';
import { AdsTxtStatusChip } from './ads-txt-status-chip';
import { MissingLinesBlock } from './missing-lines-block';

/** One app's or domain's last crawl, as a syntax validator shows a file: its lines and each problem by line. */
export function CrawlDetailsDialog({ row, onClose }: { row: AdsTxtRow; onClose: () => void }) {
  const { data: crawl } = useAdsTxtStatus(row.kind, row.id);
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="md" aria-labelledby="ads-txt-details-title">
      <DialogTitle id="ads-txt-details-title">{row.name}</DialogTitle>
      <DialogContent>
        {crawl && (
          <Stack spacing={2}>
            <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
              <AdsTxtStatusChip status={crawl.status} />
              <Typography variant="body2">
                {crawl.crawledAt ? <DateWithTime value={crawl.crawledAt} /> : M.never}
              </Typography>
            </Stack>
            {crawl.url && (
              <Typography variant="body2" sx={{ wordBreak: 'break-all' }}>
                {crawl.url}
              </Typography>
            )}
            {crawl.reason && <Typography variant="body2">{crawl.reason}</Typography>}
            <MissingLinesBlock block={crawl.missingBlock} />
            <section aria-label="Problems">
              <Typography variant="subtitle2">Problems ({crawl.problems.length})</Typography>
              {crawl.problems.length === 0 ? (
                <Typography variant="body2">{M.noProblems}</Typography>
              ) : (
                <List dense>
                  {crawl.problems.map((problem) => (
                    <ListItem key={`${problem.line}-${problem.message}`} disableGutters>
                      <ListItemText
                        primary={problemText(problem)}
                        secondary={problem.severity === 'error' ? 'Error' : 'Warning'}
                      />
                    </ListItem>
                  ))}
                </List>
              )}
            </section>
            <section aria-label="Lines found">
              <Typography variant="subtitle2">Lines found ({crawl.records.length})</Typography>
              <List dense>
                {crawl.records.map((record) => (
                  <ListItem key={record.line} disableGutters>
                    <ListItemText primary={`Line ${record.line}: ${lineText(record)}`} />
                  </ListItem>
                ))}
              </List>
            </section>
          </Stack>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Close</Button>
      </DialogActions>
    </Dialog>
  );
}
