import { IMPORT_MESSAGES, type ImportResult } from '@adcast/domain/csv-imports';
import Button from '@mui/material/Button';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import Typography from '@mui/material/Typography';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { sendImport } from '../api/csv-import';
import { notifyError } from '../api/notify-error';
import { toast } from '../api/toast-store';
import { ImportPreview } from '../ui/import-preview';
import { SizedDialog } from '../ui/sized-dialog';

export interface CsvImportButtonProps {
  /** What the file holds: its query key root (refreshed once applied) and its plural label. */
  resource: { key: string; labels: { plural: string } };
  /** The import call. */
  path: string;
  /** The file's columns, named in the dialog. */
  columns: readonly string[];
}

const changesOf = (result: ImportResult) => (result.counts.CREATE ?? 0) + (result.counts.UPDATE ?? 0);

/**
 * Import from a CSV file: the chosen file is previewed row by row (create, update, unchanged,
 * error) and written only when the user applies it; a file with errors cannot be applied.
 */
export function CsvImportButton(props: CsvImportButtonProps) {
  const queryClient = useQueryClient();
  const [open, setOpen] = useState(false);
  const [file, setFile] = useState<File | null>(null);
  const [preview, setPreview] = useState<ImportResult | null>(null);
  const close = () => {
    setOpen(false);
    setFile(null);
    setPreview(null);
  };
  const choose = (chosen: File | undefined) => {
    setPreview(null);
    setFile(chosen ?? null);
    if (chosen)
      sendImport(props.path, chosen, false)
        .then(setPreview)
        .catch((error: unknown) => notifyError(error, IMPORT_MESSAGES.failed));
  };
  const apply = () => {
    if (!file) return;
    sendImport(props.path, file, true)
      .then((result) => {
        toast.success(IMPORT_MESSAGES.applied(changesOf(result)));
        void queryClient.invalidateQueries({ queryKey: [props.resource.key] });
        close();
      })
      .catch((error: unknown) => notifyError(error, IMPORT_MESSAGES.failed));
  };
  const errors = preview?.counts.ERROR ?? 0;
  const changes = preview ? changesOf(preview) : 0;
  return (
    <>
      <Button size="small" variant="outlined" onClick={() => setOpen(true)}>
        Import
      </Button>
      {open && (
        <SizedDialog title={IMPORT_MESSAGES.title(props.resource.labels.plural)} width={720} onClose={close}>
          <DialogContent>
            <Typography variant="body2" sx={{ mb: 2 }}>
              {IMPORT_MESSAGES.expectedColumns(props.columns)}
            </Typography>
            <Button component="label" variant="outlined" sx={{ mb: 2 }}>
              {file ? file.name : IMPORT_MESSAGES.chooseFile}
              <input
                hidden
                type="file"
                accept=".csv,text/csv"
                aria-label={IMPORT_MESSAGES.chooseFile}
                onChange={(event) => choose(event.target.files?.[0])}
              />
            </Button>
            {preview && <ImportPreview result={preview} />}
            {preview && changes === 0 && errors === 0 && (
              <Typography>{IMPORT_MESSAGES.nothingToApply}</Typography>
            )}
          </DialogContent>
          <DialogActions>
            <Button onClick={close}>Cancel</Button>
            <Button variant="contained" disabled={!preview || errors > 0 || changes === 0} onClick={apply}>
              {IMPORT_MESSAGES.apply(changes)}
            </Button>
          </DialogActions>
        </SizedDialog>
      )}
    </>
  );
}
