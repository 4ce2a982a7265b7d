import {
  SAVED_REPORT_API,
  SAVED_REPORT_MESSAGES,
  type SavedReport,
  SavedReportInputSchema,
} from '@adcast/domain/reports/saved-reports';
import BookmarkIcon from '@mui/icons-material/BookmarkBorder';
import DeleteIcon from '@mui/icons-material/DeleteOutlined';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { useSavedReports, useSavedReportWrite } from '../report-api';
import type { ReportParams } from '../report-routes-search';

/** Names the builder's current state and saves it for the user. */
function SaveDialog({ search, onClose }: { search: ReportParams; onClose: () => void }) {
  const write = useSavedReportWrite();
  const [name, setName] = useState('');
  const parsed = SavedReportInputSchema.safeParse({ name, search });
  return (
    <Dialog open onClose={onClose} aria-labelledby="save-report-title" maxWidth="xs" fullWidth>
      <DialogTitle id="save-report-title">Save report</DialogTitle>
      <DialogContent sx={{ pt: '8px !important' }}>
        <TextField
          autoFocus
          fullWidth
          required
          label="Name"
          value={name}
          onChange={(event) => setName(event.target.value)}
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Cancel</Button>
        <Button
          variant="contained"
          disabled={!parsed.success || write.isPending}
          onClick={() =>
            parsed.success &&
            write.mutate(
              {
                method: 'POST',
                path: SAVED_REPORT_API.list,
                body: parsed.data,
                notice: SAVED_REPORT_MESSAGES.saved,
                fallback: SAVED_REPORT_MESSAGES.errorSave,
              },
              { onSuccess: onClose },
            )
          }
        >
          Save
        </Button>
      </DialogActions>
    </Dialog>
  );
}

/** The builder's Save and Saved reports buttons: a saved report opens as the builder's URL. */
export function SavedReportsActions({ search }: { search: ReportParams }) {
  const saved = useSavedReports();
  const write = useSavedReportWrite();
  const navigate = useNavigate();
  const [saving, setSaving] = useState(false);
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const open = (report: SavedReport) => {
    setAnchor(null);
    void navigate({ to: '/reports', search: report.search });
  };
  const remove = (report: SavedReport) =>
    write.mutate({
      method: 'DELETE',
      path: SAVED_REPORT_API.one(report.id),
      notice: SAVED_REPORT_MESSAGES.deleted,
      fallback: SAVED_REPORT_MESSAGES.errorSave,
    });
  const reports = saved.data ?? [];
  return (
    <>
      <Button startIcon={<BookmarkIcon />} onClick={() => setSaving(true)}>
        Save
      </Button>
      <Button aria-haspopup="menu" onClick={(event) => setAnchor(event.currentTarget)}>
        Saved reports
      </Button>
      <Menu anchorEl={anchor} open={anchor !== null} onClose={() => setAnchor(null)}>
        {reports.length === 0 && <MenuItem disabled>No saved reports yet</MenuItem>}
        {reports.map((report) => (
          <MenuItem key={report.id} onClick={() => open(report)}>
            <ListItemText primary={report.name} />
            <IconButton
              edge="end"
              size="small"
              aria-label={`Delete ${report.name}`}
              onClick={(event) => {
                event.stopPropagation();
                remove(report);
              }}
            >
              <DeleteIcon fontSize="small" />
            </IconButton>
          </MenuItem>
        ))}
      </Menu>
      {saving && <SaveDialog search={search} onClose={() => setSaving(false)} />}
    </>
  );
}
