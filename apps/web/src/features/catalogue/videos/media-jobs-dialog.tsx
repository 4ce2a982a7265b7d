import { CATALOGUE_PERMISSIONS } from '@adcast/domain/catalogue/permissions';
import { describeMediaJob, type MediaJob, MEDIA_JOB_SCREEN as SCREEN } from '@adcast/domain/media/media-jobs';
import { DIALOG_WIDTHS } from '@adcast/domain/paging';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useCan } from '../../../session/can';
import { DateWithTime } from '../../../ui/date-with-time';
import { DialogButton, WorkListDialog } from '../../../ui/work-list-dialog';
import { useMediaJobs, useRetryMediaJob } from './media-job-api';

function RetryButton({ videoId }: { videoId: number }) {
  const retry = useRetryMediaJob(videoId);
  return (
    <Button size="small" disabled={retry.isPending} onClick={() => retry.mutate()}>
      {SCREEN.retry}
    </Button>
  );
}

/** One video's processing: title, 'Processing 42 %' or 'Failed: why', when it last changed, and Retry. */
function MediaJobRow({ job }: { job: MediaJob }) {
  const can = useCan();
  const failed = job.state === 'FAILED';
  return (
    <Stack spacing={1} role="group" aria-label={job.title}>
      <Stack direction="row" spacing={1} sx={{ justifyContent: 'space-between', alignItems: 'center' }}>
        <Typography variant="subtitle2">{job.title}</Typography>
        {failed && can(CATALOGUE_PERMISSIONS.changeVideos) && <RetryButton videoId={job.videoId} />}
      </Stack>
      <Typography variant="body2" role="status" color={failed ? 'error' : undefined}>
        {describeMediaJob(job)}
      </Typography>
      {!failed && (
        <LinearProgress
          aria-label={SCREEN.processing}
          variant={job.state === 'PROCESSING' ? 'determinate' : 'indeterminate'}
          value={job.progress}
        />
      )}
      <Typography variant="body2" color="text.secondary">
        {`${SCREEN.updated}: `}
        <DateWithTime value={job.updatedOn} />
      </Typography>
    </Stack>
  );
}

/** 'Import pending jobs': the videos queued, processing or failed, newest change first. */
export function MediaJobsDialog({ onClose }: { onClose: () => void }) {
  return (
    <WorkListDialog
      title={SCREEN.processing}
      width={DIALOG_WIDTHS.video}
      query={useMediaJobs()}
      keyOf={(job) => job.videoId}
      renderRow={(job) => <MediaJobRow job={job} />}
      loadingLabel={SCREEN.processing}
      empty={SCREEN.none}
      closeLabel={SCREEN.close}
      onClose={onClose}
    />
  );
}

/** Opens the processing list for users who may read videos (the list's permission on the server). */
export function MediaJobsButton() {
  const can = useCan();
  return (
    <DialogButton
      label={SCREEN.processing}
      allowed={can(CATALOGUE_PERMISSIONS.readVideos)}
      dialog={(onClose) => <MediaJobsDialog onClose={onClose} />}
    />
  );
}
