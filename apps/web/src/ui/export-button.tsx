import FileDownloadIcon from '@mui/icons-material/FileDownload';
import Button from '@mui/material/Button';
import { useState } from 'react';

/** Exports the list's current filter (every page) as CSV. */
export function ExportButton({ onExport }: { onExport: () => Promise<void> }) {
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
      Export CSV
    </Button>
  );
}
