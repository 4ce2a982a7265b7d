import { HEALTH_OPTIONS, HEALTH_SENTENCES, type LineItemHealth } from '@adcast/domain/campaigns/pacing';
import { optionOf } from '@adcast/domain/enumerations';
import Chip from '@mui/material/Chip';
import Tooltip from '@mui/material/Tooltip';
import { StatusDot } from '../../../ui/status-dot';

/** A line item's health as a chip; its tooltip says what the health means, then `detail` (when it was checked). */
export function HealthChip({ health, detail }: { health: LineItemHealth; detail?: string }) {
  const option = optionOf(HEALTH_OPTIONS, health);
  const title = detail ? `${HEALTH_SENTENCES[health]} ${detail}` : HEALTH_SENTENCES[health];
  return (
    <Tooltip title={title} describeChild>
      <Chip
        size="small"
        variant="outlined"
        icon={<StatusDot color={option?.color ?? 'grey'} />}
        label={option?.label ?? health}
        sx={{ '& .MuiChip-icon': { ml: 1 } }}
      />
    </Tooltip>
  );
}
