import type { Asset } from '@adcast/domain/a2v/assets';
import {
  type Cue,
  formatCueTime,
  parseTranscript,
  TRANSCRIPT_FORMAT_LABELS,
  TRANSCRIPT_SCREEN,
  type TranscriptUpload,
} from '@adcast/domain/a2v/transcripts';
import { DIALOG_WIDTHS } from '@adcast/domain/paging';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useCan } from '../../session/can';
import { type DataColumn, DataTable } from '../../ui/data-table/data-table';
import { useLocalPaging } from '../../ui/data-table/local-paging';
import { columnSx } from '../../ui/layout';
import { SizedDialog } from '../../ui/sized-dialog';
import { useTranscript, useTranscriptChange } from './a2v-api';

const CUE_COLUMNS: readonly DataColumn<Cue & { index: number }>[] = [
  { id: 'start', label: TRANSCRIPT_SCREEN.columns.start, render: (cue) => formatCueTime(cue.start) },
  { id: 'end', label: TRANSCRIPT_SCREEN.columns.end, render: (cue) => formatCueTime(cue.end) },
  {
    id: 'text',
    label: TRANSCRIPT_SCREEN.columns.text,
    render: (cue) => <span style={{ whiteSpace: 'pre-line' }}>{cue.text}</span>,
  },
];

/** The file's text as UTF-8 (FileReader: every browser has it, and so does the test's DOM). */
const fileText = (file: File) =>
  new Promise<string>((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error);
    reader.readAsText(file, 'utf-8');
  });

/** A chosen file read and checked as the server will check it: the first fault is shown, nothing is sent. */
async function readTranscript(
  file: File,
  asset: Asset,
): Promise<{ upload: TranscriptUpload } | { message: string }> {
  const text = await fileText(file);
  const parsed = parseTranscript(text, asset.durationSeconds);
  return parsed.ok ? { upload: { fileName: file.name, text } } : { message: parsed.message };
}

/** An asset's transcript: its cues, and for editors a WebVTT or SRT file to add or replace it, or its removal. */
export function TranscriptDialog({ asset, onClose }: { asset: Asset; onClose: () => void }) {
  const can = useCan();
  const editable = can('ASSETS_EDIT');
  const transcript = useTranscript(asset);
  const change = useTranscriptChange(asset.id, onClose);
  const [chosen, setChosen] = useState<{ upload: TranscriptUpload } | { message: string } | null>(null);
  const paging = useLocalPaging();
  const cues = (transcript.data?.cues ?? []).map((cue, index) => ({ ...cue, index }));
  const upload = chosen && 'upload' in chosen ? chosen.upload : null;
  return (
    <SizedDialog
      width={DIALOG_WIDTHS.video}
      onClose={onClose}
      title={`${TRANSCRIPT_SCREEN.view}: ${asset.name}`}
    >
      <DialogContent sx={{ ...columnSx, pt: 1 }}>
        {asset.transcript ? (
          <>
            <Typography variant="body2">
              {asset.transcript.fileName} · {TRANSCRIPT_FORMAT_LABELS[asset.transcript.format]} ·{' '}
              {TRANSCRIPT_SCREEN.cues(asset.transcript.cueCount)}
            </Typography>
            <DataTable
              label={TRANSCRIPT_SCREEN.view}
              columns={CUE_COLUMNS}
              rows={cues.slice(paging.page * paging.size, (paging.page + 1) * paging.size)}
              rowKey={(cue) => cue.index}
              total={cues.length}
              loading={transcript.isPending}
              {...paging}
            />
          </>
        ) : (
          <Typography variant="body2">{TRANSCRIPT_SCREEN.none}</Typography>
        )}
        {editable && (
          <TextField
            type="file"
            label={TRANSCRIPT_SCREEN.file}
            disabled={change.isPending}
            slotProps={{ inputLabel: { shrink: true }, htmlInput: { accept: '.vtt,.srt,text/vtt' } }}
            onChange={(event) => {
              const file = (event.target as HTMLInputElement).files?.[0];
              setChosen(null);
              if (file) void readTranscript(file, asset).then(setChosen);
            }}
          />
        )}
        {chosen && 'message' in chosen && <Alert severity="error">{chosen.message}</Alert>}
      </DialogContent>
      <DialogActions>
        {editable && asset.transcript && (
          <Button color="error" disabled={change.isPending} onClick={() => change.mutate(null)}>
            {TRANSCRIPT_SCREEN.remove}
          </Button>
        )}
        <Button onClick={onClose}>Close</Button>
        {editable && (
          <Button
            variant="contained"
            disabled={upload === null || change.isPending}
            onClick={() => upload && change.mutate(upload)}
          >
            {asset.transcript ? TRANSCRIPT_SCREEN.replace : TRANSCRIPT_SCREEN.add}
          </Button>
        )}
      </DialogActions>
    </SizedDialog>
  );
}
