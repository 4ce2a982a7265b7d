import { CATALOGUE_PERMISSIONS } from '@adcast/domain/catalogue/permissions';
import { UPLOAD_SCREEN } from '@adcast/domain/media/upload';
import { DIALOG_WIDTHS } from '@adcast/domain/paging';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import LinearProgress from '@mui/material/LinearProgress';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useCan } from '../../../session/can';
import { columnSx } from '../../../ui/layout';
import { SizedDialog } from '../../../ui/sized-dialog';
import { QueueEstimateLine } from '../../media-queue/queue-estimate-line';
import { useVideoUpload } from './video-upload-api';

/** Progress, pause and resume of the running upload, or how it ended. */
export function UploadProgress({
  upload,
  done = UPLOAD_SCREEN.done,
}: {
  upload: ReturnType<typeof useVideoUpload>;
  done?: string;
}) {
  const { state } = upload;
  if (state.kind === 'failed')
    return (
      <Alert severity="error">
        {state.messages.map((message) => (
          <div key={message}>{message}</div>
        ))}
      </Alert>
    );
  if (state.kind === 'done') return <Alert severity="success">{done}</Alert>;
  if (state.kind === 'idle') return null;
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 2 }}>
      <LinearProgress
        variant="determinate"
        value={state.percent}
        aria-label={UPLOAD_SCREEN.progress}
        sx={{ flex: 1 }}
      />
      <Typography variant="body2">{state.percent} %</Typography>
      {state.kind === 'uploading' ? (
        <Button onClick={upload.pause}>{UPLOAD_SCREEN.pause}</Button>
      ) : (
        <Button onClick={upload.resume}>{UPLOAD_SCREEN.resume}</Button>
      )}
    </Box>
  );
}

/**
 * Uploads one video resumably (tus). It belongs to the platform (owner type VB); an owner is set
 * afterwards from the table like for any other video.
 */
export function VideoUploadDialog({ onClose, endpoint }: { onClose: () => void; endpoint?: string }) {
  const upload = useVideoUpload(endpoint);
  const [title, setTitle] = useState('');
  const [file, setFile] = useState<File | null>(null);
  const busy = upload.state.kind === 'uploading' || upload.state.kind === 'paused';
  const send = () => file && upload.start(file, { title: title.trim(), description: '', ownerType: 'VB' });
  return (
    <SizedDialog width={DIALOG_WIDTHS.video} onClose={busy ? undefined : onClose} title={UPLOAD_SCREEN.title}>
      <DialogContent sx={{ ...columnSx, pt: 1 }}>
        <TextField
          label="Title"
          required
          value={title}
          disabled={busy}
          onChange={(event) => setTitle(event.target.value)}
          sx={{ mt: 1 }}
        />
        <TextField
          type="file"
          label={UPLOAD_SCREEN.file}
          required
          disabled={busy}
          slotProps={{ inputLabel: { shrink: true }, htmlInput: { accept: 'video/*' } }}
          onChange={(event) => setFile((event.target as HTMLInputElement).files?.[0] ?? null)}
        />
        <QueueEstimateLine />
        <UploadProgress upload={upload} />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={busy}>
          Close
        </Button>
        <Button variant="contained" disabled={busy || !file || title.trim() === ''} onClick={send}>
          {UPLOAD_SCREEN.upload}
        </Button>
      </DialogActions>
    </SizedDialog>
  );
}

/** The Videos page's button that opens the upload dialog, for users who may add videos (content bytes: their endpoint). */
export function VideoUploadButton({ endpoint }: { endpoint?: string }) {
  const can = useCan();
  const [open, setOpen] = useState(false);
  if (!can(CATALOGUE_PERMISSIONS.changeVideos)) return null;
  return (
    <>
      <Button variant="contained" onClick={() => setOpen(true)}>
        {UPLOAD_SCREEN.title}
      </Button>
      {open && <VideoUploadDialog endpoint={endpoint} onClose={() => setOpen(false)} />}
    </>
  );
}
