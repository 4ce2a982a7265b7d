import FileDownloadIcon from '@mui/icons-material/FileDownload';
import Button from '@mui/material/Button';
import { useState } from 'react';

/** Exports the list's current filter (every page), as CSV unless told another format. */
export function ExportButton({
  onExport,
  format = 'CSV',
}: {
  onExport: () => Promise<void>;
  format?: string;
}) {
  const [busy, setBusy] = useState(false);
  const run = async () => {
    setBusy(true);
    try {
      await onExport();
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button size="small" startIcon={<FileDownloadIcon />} disabled={busy} onClick={() => void run()}>
      Export {format}
    </Button>
  );
}
