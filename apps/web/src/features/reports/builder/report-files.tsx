import {
  REPORT_JOB_MESSAGES,
  REPORT_JOB_STATUS_LABELS,
  type ReportJob,
} from '@adcast/domain/reports/report-jobs';
import FileDownloadIcon from '@mui/icons-material/FileDownload';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { downloadReportJob, useReportJobs } from '../report-api';

function ReportFile({ job }: { job: ReportJob }) {
  const label = `${job.name}.${job.format.toLowerCase()}`;
  const status =
    job.status === 'DONE' && job.rows !== null
      ? `${REPORT_JOB_STATUS_LABELS.DONE} · ${job.rows.toLocaleString('en')} rows`
      : REPORT_JOB_STATUS_LABELS[job.status];
  return (
    <Box
      component="li"
      sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1, py: 1, minWidth: 0 }}
    >
      <Box sx={{ flex: '1 1 220px', minWidth: 0 }}>
        <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
          {label}
        </Typography>
        <Typography variant="caption" color={job.status === 'FAILED' ? 'error' : 'text.secondary'}>
          {job.status === 'FAILED' && job.error ? `${status}: ${job.error}` : status}
        </Typography>
      </Box>
      {(job.status === 'QUEUED' || job.status === 'RUNNING') && (
        <LinearProgress
          variant={job.status === 'QUEUED' ? 'indeterminate' : 'determinate'}
          value={job.progress}
          aria-label={`${label}: ${job.progress}%`}
          sx={{ flex: '1 1 160px' }}
        />
      )}
      {job.status === 'DONE' && (
        <Button
          size="small"
          startIcon={<FileDownloadIcon />}
          onClick={() => void downloadReportJob(job)}
          aria-label={`${REPORT_JOB_MESSAGES.download} ${label}`}
        >
          {REPORT_JOB_MESSAGES.download}
        </Button>
      )}
    </Box>
  );
}

/** The user's report files made in the background: progress while being made, then a download. */
export function ReportFiles() {
  const jobs = useReportJobs();
  if (!jobs.data?.length) return null;
  return (
    <Paper
      variant="outlined"
      sx={{ p: 2, minWidth: 0 }}
      component="section"
      aria-labelledby="report-files-title"
    >
      <Typography id="report-files-title" variant="subtitle1" component="h2">
        {REPORT_JOB_MESSAGES.title}
      </Typography>
      <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0 }}>
        {jobs.data.map((job) => (
          <ReportFile key={job.id} job={job} />
        ))}
      </Box>
    </Paper>
  );
}
