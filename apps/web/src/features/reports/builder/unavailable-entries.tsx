import {
  UNAVAILABLE_DIMENSIONS,
  UNAVAILABLE_METRICS,
  type UnavailableEntries,
} from '@adcast/domain/reports/catalogue';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Collapse from '@mui/material/Collapse';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';

const count = (groups: UnavailableEntries) => groups.reduce((total, group) => total + group.labels.length, 0);

function Groups({ title, groups }: { title: string; groups: UnavailableEntries }) {
  if (groups.length === 0) return null;
  return (
    <Box component="section" aria-label={`${title} not available yet`}>
      <Typography variant="subtitle2" component="h3">
        {title} ({count(groups)})
      </Typography>
      <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
        {groups.map(({ reason, labels }) => (
          <Typography component="li" variant="body2" key={reason}>
            <strong>{reason}:</strong> {labels.join(', ')}
          </Typography>
        ))}
      </Box>
    </Box>
  );
}

/**
 * Says which of the catalogue's dimensions and metrics the pickers do not offer yet and why, so a
 * missing entry is explained rather than hidden (it joins the pickers once a fact carries it).
 */
export function UnavailableCatalogueEntries() {
  const [open, setOpen] = useState(false);
  const id = useId();
  const dimensions = count(UNAVAILABLE_DIMENSIONS);
  const metrics = count(UNAVAILABLE_METRICS);
  if (dimensions + metrics === 0) return null;
  return (
    <Box>
      <Button size="small" aria-expanded={open} aria-controls={id} onClick={() => setOpen(!open)}>
        {open ? 'Hide' : 'Show'} what is not available yet ({dimensions} dimensions, {metrics} metrics)
      </Button>
      <Collapse in={open} id={id}>
        <Box sx={{ display: 'grid', gap: 1.5, pt: 1 }}>
          <Groups title="Dimensions" groups={UNAVAILABLE_DIMENSIONS} />
          <Groups title="Metrics" groups={UNAVAILABLE_METRICS} />
        </Box>
      </Collapse>
    </Box>
  );
}
