import { ENTITY_STATUS_OPTIONS, optionOf } from '@adcast/domain/enumerations';
import type { Permission } from '@adcast/domain/permissions';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { createLink, type LinkOptions } from '@tanstack/react-router';
import type { RecordResource, RecordRow } from '../../resource/record-resource';
import { useRecordCounts } from '../../resource/resource-api';
import { useCan } from '../../session/can';
import { connectionResource } from '../demand/connections/connection-resource';
import { partnerResource } from '../demand/partners/partner-resource';
import { placementResource } from '../inventory/placements/placement-resource';
import { cardGridSx } from './choice-card';

const CardLink = createLink(CardActionArea);

interface WorkList {
  // biome-ignore lint/suspicious/noExplicitAny: any record type's descriptor
  resource: RecordResource<any, any, any, any>;
  permission: Permission;
  link: LinkOptions;
}

/** The built lists a home offers, first what most roles work on first. */
const WORK_LISTS: readonly WorkList[] = [
  { resource: connectionResource, permission: 'CONNECTIONS_READ', link: { to: '/connections' } },
  { resource: partnerResource, permission: 'DEMAND_PARTNERS_READ', link: { to: '/demand/list' } },
  { resource: placementResource, permission: 'PLACEMENTS_READ', link: { to: '/placements' } },
];

function WorkListCard<T extends RecordRow>({
  resource,
  link,
}: {
  resource: RecordResource<T, unknown, unknown, string>;
  link: LinkOptions;
}) {
  const counts = useRecordCounts(resource, '');
  const text = (counts.data ?? [])
    .map(
      ({ status, count }) =>
        `${count} ${optionOf(ENTITY_STATUS_OPTIONS, status)?.label.toLowerCase() ?? status}`,
    )
    .join(' · ');
  return (
    <Card variant="outlined">
      <CardLink {...link} sx={{ height: '100%' }}>
        <CardContent>
          <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
            {resource.labels.plural}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {counts.isPending ? 'Counting…' : text || 'None yet'}
          </Typography>
        </CardContent>
      </CardLink>
    </Card>
  );
}

/** A home's "Your lists": the record lists the working mask may read, with their counts by status. */
export function WorkOverview() {
  const can = useCan();
  const lists = WORK_LISTS.filter((list) => can(list.permission));
  if (lists.length === 0) return null;
  return (
    <Box component="section" aria-labelledby="work-heading" sx={{ mb: 3 }}>
      <Typography id="work-heading" variant="h6" component="h2" sx={{ mb: 1.5 }}>
        Your lists
      </Typography>
      <Box sx={cardGridSx}>
        {lists.map((list) => (
          <WorkListCard key={list.resource.key} resource={list.resource} link={list.link} />
        ))}
      </Box>
    </Box>
  );
}
