import { CATALOGUE_PERMISSIONS } from '@adcast/domain/catalogue/permissions';
import { FEED_IMPORT_SCREEN as SCREEN } from '@adcast/domain/media/feeds';
import { DIALOG_WIDTHS } from '@adcast/domain/paging';
import Button from '@mui/material/Button';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import Divider from '@mui/material/Divider';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { Fragment, useState } from 'react';
import { useCan } from '../../../session/can';
import { columnSx } from '../../../ui/layout';
import { SizedDialog } from '../../../ui/sized-dialog';
import { useFeedImports } from './feed-import-api';
import { FeedImportProgress } from './feed-import-progress';

/** The latest feed imports the user may follow, newest first, each with its progress. */
export function FeedImportsDialog({ onClose }: { onClose: () => void }) {
  const imports = useFeedImports();
  const rows = imports.data ?? [];
  return (
    <SizedDialog width={DIALOG_WIDTHS.video} onClose={onClose} title={SCREEN.title}>
      <DialogContent sx={{ ...columnSx, pt: 1 }}>
        {imports.isPending && <LinearProgress aria-label={SCREEN.progress} />}
        {imports.isSuccess && rows.length === 0 && <Typography>{SCREEN.none}</Typography>}
        {rows.map((row, i) => (
          <Fragment key={row.id}>
            {i > 0 && <Divider />}
            <FeedImportProgress row={row} />
          </Fragment>
        ))}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{SCREEN.close}</Button>
      </DialogActions>
    </SizedDialog>
  );
}

/** Opens the feed imports for users who may parse feeds. */
export function FeedImportsButton() {
  const can = useCan();
  const [open, setOpen] = useState(false);
  if (!can(CATALOGUE_PERMISSIONS.changeVideos)) return null;
  return (
    <>
      <Button variant="text" onClick={() => setOpen(true)}>
        {SCREEN.title}
      </Button>
      {open && <FeedImportsDialog onClose={() => setOpen(false)} />}
    </>
  );
}
