import { CREATIVE_MESSAGES } from '@adcast/domain/campaigns/creative-messages';
import {
  CREATIVE_FILE_MAX_MEGABYTES,
  CREATIVE_PROCESSING_OPTIONS,
  type CreativeVideo,
} from '@adcast/domain/campaigns/creatives';
import { optionLabel } from '@adcast/domain/contracts/record-contract';
import UploadIcon from '@mui/icons-material/Upload';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { columnSx } from '../../../ui/layout';
import { QueueEstimateLine } from '../../media-queue/queue-estimate-line';

/** The video file a VIDEO creative is checked from after saving: what was read of it, and its processing. */
function CurrentVideo({ video }: { video: CreativeVideo }) {
  const size = video.width && video.height ? `${video.width}x${video.height}` : null;
  const facts = [size, video.codec, video.durationSeconds && `${video.durationSeconds.toFixed(1)} s`].filter(
    Boolean,
  );
  return (
    <Box>
      <Typography variant="body2">
        {video.fileName}
        {facts.length > 0 && ` (${facts.join(', ')})`}:{' '}
        {optionLabel(CREATIVE_PROCESSING_OPTIONS, video.processing)}
      </Typography>
      {video.renditions.length > 0 && (
        <Typography variant="body2">
          Renditions:{' '}
          {video.renditions.map((rendition, index) => (
            <span key={rendition.url}>
              {index > 0 && ', '}
              <Link href={rendition.url} target="_blank" rel="noopener">
                {rendition.height}p MP4
              </Link>
            </span>
          ))}
          {video.hlsUrl && ' and HLS'}
        </Typography>
      )}
      {video.error && <Alert severity="error">{video.error}</Alert>}
    </Box>
  );
}

/** A VIDEO creative's file (MP4, H.264, at least 720p): the one it has, and a new one to send. */
export function VideoFileField(props: {
  file: File | null;
  current: CreativeVideo | null;
  onChange: (file: File | null) => void;
  disabled: boolean;
}) {
  const inputId = useId();
  return (
    <Box sx={columnSx}>
      {props.current && !props.file && <CurrentVideo video={props.current} />}
      {props.file && <Typography variant="body2">{props.file.name}</Typography>}
      {!props.disabled && (
        <Button
          component="label"
          htmlFor={inputId}
          variant="outlined"
          startIcon={<UploadIcon />}
          sx={{ alignSelf: 'flex-start' }}
        >
          {props.current || props.file ? 'Replace video file' : 'Choose video file'}
          <input
            id={inputId}
            hidden
            type="file"
            accept="video/mp4"
            onChange={(event) => props.onChange(event.target.files?.[0] ?? null)}
          />
        </Button>
      )}
      {!props.disabled && <QueueEstimateLine />}
      {!props.current && !props.file && (
        <Typography variant="caption">
          {CREATIVE_MESSAGES.videoFileRequired}: MP4, H.264, at least 720p, max {CREATIVE_FILE_MAX_MEGABYTES}{' '}
          MB
        </Typography>
      )}
    </Box>
  );
}
