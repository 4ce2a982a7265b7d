import type { VastReport } from '@adcast/domain/campaigns/vast-check';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { columnSx } from '../../../ui/layout';

/** What the VAST check found: valid or not, the version and tracking events, each problem under its element. */
export function VastReportView({ report }: { report: VastReport }) {
  return (
    <Box sx={columnSx} aria-label="VAST check">
      <Alert severity={report.valid ? 'success' : 'error'}>
        {report.valid ? 'The VAST plays on CTV' : 'The VAST is not valid'}
        {report.version && ` (VAST ${report.version})`}
      </Alert>
      {report.trackingEvents.length > 0 && (
        <Typography variant="body2">Tracking events: {report.trackingEvents.join(', ')}</Typography>
      )}
      {report.problems.map((problem) => (
        <Alert
          key={`${problem.path}|${problem.message}`}
          severity={problem.severity === 'ERROR' ? 'error' : 'warning'}
        >
          {problem.path && (
            <Typography component="code" variant="body2" sx={{ display: 'block', fontFamily: 'monospace' }}>
              {problem.path}
            </Typography>
          )}
          {problem.message}
        </Alert>
      ))}
    </Box>
  );
}
