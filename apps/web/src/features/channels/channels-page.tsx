import { CATALOGUE_PERMISSIONS } from '@adcast/domain/catalogue/permissions';
import { CHANNEL_SCREEN, type Channel } from '@adcast/domain/media/channels';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import CardHeader from '@mui/material/CardHeader';
import { useCan } from '../../session/can';
import { ButtonLink } from '../../ui/button-link';
import { type DataColumn, DataTable } from '../../ui/data-table/data-table';
import { pageRows, useLocalPaging } from '../../ui/data-table/local-paging';
import { RecordLink } from '../../ui/record-link';
import { Toolbar } from '../../ui/toolbar';
import { BroadcastState } from './broadcast-state';
import { useChannelPage } from './channel-api';

const COLUMNS: DataColumn<Channel>[] = [
  {
    id: 'title',
    label: 'Title',
    render: (row) => (
      <RecordLink link={{ to: '/channels/edit/$id', params: { id: row.id } }} text={row.title} />
    ),
  },
  { id: 'description', label: 'Description', wrap: true, render: (row) => row.description },
  {
    id: 'collections',
    label: CHANNEL_SCREEN.collections,
    align: 'right',
    render: (row) => row.playlistCount,
  },
  {
    id: 'ads',
    label: 'Ads',
    render: (row) => `${row.adsConfiguration.adsDuration} s every ${row.adsConfiguration.adFrequency} min`,
  },
  { id: 'broadcast', label: 'Broadcast', render: (row) => <BroadcastState channel={row} /> },
];

/** /channels: the linear channels, paged. */
export function ChannelsPage() {
  const can = useCan();
  const paging = useLocalPaging();
  const channels = useChannelPage(paging.page, paging.size);
  return (
    <>
      <Toolbar title={CHANNEL_SCREEN.title} />
      <Card variant="outlined">
        <CardHeader
          title={CHANNEL_SCREEN.list}
          slotProps={{ title: { variant: 'h6', component: 'h2' } }}
          action={
            can(CATALOGUE_PERMISSIONS.createCollection) && (
              <ButtonLink to="/channels/create" variant="contained">
                {CHANNEL_SCREEN.create}
              </ButtonLink>
            )
          }
        />
        <CardContent sx={{ pt: 0 }}>
          <DataTable
            label={CHANNEL_SCREEN.list}
            columns={COLUMNS}
            rowKey={(row) => row.id}
            {...pageRows(channels)}
            {...paging}
            rowName={(row) => row.title}
          />
        </CardContent>
      </Card>
    </>
  );
}
