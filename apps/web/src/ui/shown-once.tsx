import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import { toast } from '../api/toast-store';

/** A secret the server answers once (an API token, recovery codes), with a copy button. */
export function ShownOnce({ label, text }: { label: string; text: string }) {
  const copy = () =>
    navigator.clipboard.writeText(text).then(
      () => toast.success('Copied'),
      () => toast.error('Copy failed: select the text and copy it'),
    );
  return (
    <Alert severity="warning" icon={false}>
      <Box sx={{ mb: 1 }}>{label}</Box>
      <Box sx={{ display: 'flex', alignItems: 'flex-start', gap: 1 }}>
        <Box
          component="pre"
          sx={{ m: 0, flex: 1, whiteSpace: 'pre-wrap', wordBreak: 'break-all', fontFamily: 'monospace' }}
        >
          {text}
        </Box>
        <Tooltip title="Copy">
          <IconButton aria-label="Copy" onClick={copy} size="small">
            <ContentCopyIcon fontSize="small" />
          </IconButton>
        </Tooltip>
      </Box>
    </Alert>
  );
}
