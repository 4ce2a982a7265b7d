import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import { toast } from '../../api/toast-store';

/** A record's id, shown and copyable in one click. */
export function IdCell({ id }: { id: string | number }) {
  const copy = () =>
    void navigator.clipboard
      .writeText(String(id))
      .then(() => toast.show(`Copied id ${id}`))
      .catch(() => toast.error(`Could not copy id ${id}`));
  return (
    <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5 }}>
      <Box component="code" sx={{ fontFamily: 'monospace', fontSize: '0.8125rem' }}>
        {id}
      </Box>
      <IconButton size="small" aria-label={`Copy id ${id}`} onClick={copy} sx={{ p: 0.25 }}>
        <ContentCopyIcon sx={{ fontSize: 14 }} />
      </IconButton>
    </Box>
  );
}
