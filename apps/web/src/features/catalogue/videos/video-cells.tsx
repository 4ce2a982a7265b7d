import type { Video } from '@adcast/domain/catalogue/videos';
import { VIDEO_SCREEN } from '@adcast/domain/catalogue-screens';
import { formatDuration } from '@adcast/domain/format';
import InfoOutlinedIcon from '@mui/icons-material/InfoOutlined';
import MovieIcon from '@mui/icons-material/Movie';
import PlayArrowIcon from '@mui/icons-material/PlayArrow';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import IconButton from '@mui/material/IconButton';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { useState } from 'react';

/** Part 2 §2 image column: the poster, or the placeholder when the video has none. */
export function PosterCell({ url, title }: { url: string | null | undefined; title: string }) {
  const [broken, setBroken] = useState(false);
  const frame = { width: 64, height: 36, borderRadius: 0.5, display: 'block' } as const;
  if (!url || broken)
    return (
      <Box
        role="img"
        aria-label={`No poster for ${title}`}
        sx={{
          ...frame,
          bgcolor: 'action.hover',
          display: 'grid',
          placeItems: 'center',
          color: 'text.disabled',
        }}
      >
        <MovieIcon fontSize="small" />
      </Box>
    );
  return (
    <Box
      component="img"
      src={url}
      alt=""
      loading="lazy"
      onError={() => setBroken(true)}
      sx={{ ...frame, objectFit: 'cover' }}
    />
  );
}

/** Part 2 §2: a spinner while the duration is not known yet, '00:00' when it is empty. */
/**
 * Part 2 §2's duration, or the media's state while there is none to trust: a spinner named
 * 'Queued' or 'Processing', and 'Failed' (the Preview tab has the reason and Retry).
 */
export function DurationCell({ video }: { video: Pick<Video, 'duration' | 'mediaStatus'> }) {
  const state = video.mediaStatus;
  if (state === 'PENDING' || state === 'PROCESSING')
    return (
      <Tooltip title={VIDEO_SCREEN.mediaState[state]}>
        <CircularProgress size={16} aria-label={VIDEO_SCREEN.mediaState[state]} />
      </Tooltip>
    );
  if (state === 'FAILED')
    return (
      <Tooltip title={VIDEO_SCREEN.mediaFailedHint}>
        <Typography component="span" variant="body2" color="error">
          {VIDEO_SCREEN.mediaState.FAILED}
        </Typography>
      </Tooltip>
    );
  return <>{formatDuration(video.duration)}</>;
}

export function PlayCell({ title, onPlay }: { title: string; onPlay: () => void }) {
  return (
    <IconButton size="small" aria-label={`Preview ${title}`} onClick={onPlay}>
      <PlayArrowIcon fontSize="small" />
    </IconButton>
  );
}

/** Part 2 §2: tags, genres and flags inline when there is exactly one, else an info menu lists them. */
export function ValuesCell({
  values,
  what,
  title,
}: {
  values: readonly string[];
  what: string;
  title: string;
}) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  if (values.length === 0) return null;
  if (values.length === 1) return <>{values[0]}</>;
  return (
    <>
      <IconButton
        size="small"
        aria-label={`${values.length} ${what} of ${title}`}
        onClick={(event) => setAnchor(event.currentTarget)}
      >
        <InfoOutlinedIcon fontSize="small" />
      </IconButton>
      <Menu anchorEl={anchor} open={anchor !== null} onClose={() => setAnchor(null)}>
        {values.map((value) => (
          <MenuItem key={value} dense onClick={() => setAnchor(null)}>
            {value}
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}
