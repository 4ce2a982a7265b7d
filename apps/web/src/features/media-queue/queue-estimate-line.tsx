import { queueEstimateLine } from '@adcast/domain/media/queue-estimate';
import Typography from '@mui/material/Typography';
import { useQueueEstimate } from './queue-estimate-api';

/** "About N min before processing starts", where a video or a creative's file is chosen; nothing until known. */
export function QueueEstimateLine() {
  const estimate = useQueueEstimate().data;
  if (!estimate) return null;
  return (
    <Typography variant="caption" color="text.secondary" role="status">
      {queueEstimateLine(estimate)}
    </Typography>
  );
}
