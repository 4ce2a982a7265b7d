import type { HealthSnapshot } from '@adcast/domain/campaigns/line-items';
import { HEALTH_OPTIONS, HEALTH_SENTENCES } from '@adcast/domain/campaigns/pacing';
import { optionOf } from '@adcast/domain/enumerations';
import { formatDate } from '@adcast/domain/format';
import Chip from '@mui/material/Chip';
import Tooltip from '@mui/material/Tooltip';
import { StatusDot } from '../../../ui/status-dot';

/** A line item's stored health as a chip; its tooltip says what the health means and when it was checked. */
export function HealthChip({ snapshot }: { snapshot: HealthSnapshot | null }) {
  if (!snapshot) return <>—</>;
  const option = optionOf(HEALTH_OPTIONS, snapshot.health);
  const title = `${HEALTH_SENTENCES[snapshot.health]} Checked ${formatDate(snapshot.checkedOn)}.`;
  return (
    <Tooltip title={title} describeChild>
      <Chip
        size="small"
        variant="outlined"
        icon={<StatusDot color={option?.color ?? 'grey'} />}
        label={option?.label ?? snapshot.health}
        sx={{ '& .MuiChip-icon': { ml: 1 } }}
      />
    </Tooltip>
  );
}
