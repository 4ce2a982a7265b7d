import { CATALOGUE_PERMISSIONS } from '@adcast/domain/catalogue/permissions';
import type { Video } from '@adcast/domain/catalogue/videos';
import { describeMediaJob, MEDIA_JOB_SCREEN, type MediaJob } from '@adcast/domain/media/media-jobs';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useCan } from '../../../session/can';
import { HlsPlayer } from '../../../ui/hls-player/hls-player';
import { useMediaJob, useRetryMediaJob } from './media-job-api';

function JobState({ job }: { job: MediaJob }) {
  const can = useCan();
  const retry = useRetryMediaJob(job.videoId);
  const text = describeMediaJob(job);
  if (job.state === 'FAILED')
    return (
      <Alert
        severity="error"
        action={
          can(CATALOGUE_PERMISSIONS.changeVideos) && (
            <Button color="inherit" size="small" disabled={retry.isPending} onClick={() => retry.mutate()}>
              {MEDIA_JOB_SCREEN.retry}
            </Button>
          )
        }
      >
        {text}
      </Alert>
    );
  return (
    <Stack spacing={1}>
      <Typography role="status">{text}</Typography>
      <LinearProgress
        aria-label={MEDIA_JOB_SCREEN.processing}
        variant={job.state === 'PROCESSING' ? 'determinate' : 'indeterminate'}
        value={job.progress}
      />
    </Stack>
  );
}

/** A YouTube video in YouTube's privacy-enhanced embed player (issue 10: no media is downloaded). */
function YoutubeEmbed({ video, youtubeId }: { video: Video; youtubeId: string }) {
  return (
    <Box
      component="iframe"
      title={`${video.title} on YouTube`}
      src={`https://www.youtube-nocookie.com/embed/${encodeURIComponent(youtubeId)}`}
      allow="encrypted-media; picture-in-picture; fullscreen"
      referrerPolicy="strict-origin-when-cross-origin"
      sx={{ width: '100%', aspectRatio: '16 / 9', border: 0 }}
    />
  );
}

/** The Preview tab (part 1 §2): the video's HLS (or YouTube's player) playing, or where its processing stands. */
export function VideoPreviewPanel({ video }: { video: Video }) {
  const youtubeId = video.source === 'YOUTUBE' ? video.youtubeId : null;
  const job = useMediaJob(video.id, !video.hls_720p && !youtubeId);
  if (youtubeId) return <YoutubeEmbed video={video} youtubeId={youtubeId} />;
  if (video.hls_720p) return <HlsPlayer src={video.hls_720p} label={MEDIA_JOB_SCREEN.player} />;
  if (job.isPending) return <LinearProgress aria-label={MEDIA_JOB_SCREEN.processing} />;
  if (!job.data) return <Typography role="status">{MEDIA_JOB_SCREEN.noMedia}</Typography>;
  return <JobState job={job.data} />;
}
