import type { Source } from '@adcast/domain/squeezeback/sources';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useEffect, useState } from 'react';
import { errorMessages } from '../../api/notify-error';
import { useSourcePreview } from './source-api';

export const PREVIEW_PANEL_TITLE = 'Squeezeback preview';

/** The live picture's newest frame in the saved layout, rendered by the server when asked. */
export function SourcePreviewPanel({ source }: { source: Source }) {
  const [asked, setAsked] = useState(0);
  const preview = useSourcePreview(source.id, source.version, asked);
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!preview.data) return;
    const objectUrl = URL.createObjectURL(preview.data);
    setUrl(objectUrl);
    return () => URL.revokeObjectURL(objectUrl);
  }, [preview.data]);
  const titleId = `source-preview-${source.id}`;
  return (
    <Paper variant="outlined" component="section" aria-labelledby={titleId} sx={{ p: 3, maxWidth: 720 }}>
      <Typography id={titleId} variant="h6" component="h2">
        {PREVIEW_PANEL_TITLE}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        The source's newest live frame squeezed into its layout; the coloured L is where the ad plays.
      </Typography>
      <Button variant="outlined" onClick={() => setAsked((count) => count + 1)} disabled={preview.isFetching}>
        {preview.isFetching ? 'Rendering…' : 'Render preview'}
      </Button>
      {preview.isError && (
        <Alert severity="error" sx={{ mt: 2 }}>
          {errorMessages(preview.error, 'The preview could not be made').join(' ')}
        </Alert>
      )}
      {url && !preview.isError && (
        <Box
          component="img"
          src={url}
          alt={`Squeezeback frame of ${source.name}`}
          sx={{ display: 'block', mt: 2, width: '100%', height: 'auto', borderRadius: 1 }}
        />
      )}
    </Paper>
  );
}
