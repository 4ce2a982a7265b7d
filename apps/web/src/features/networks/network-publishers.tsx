import { PUBLISHER_STATUS_OPTIONS } from '@adcast/domain/enumerations';
import type { Publisher } from '@adcast/domain/publishers/publishers';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import CardHeader from '@mui/material/CardHeader';
import { statusOptionColumn } from '../../ui/data-table/common-columns';
import { type DataColumn, DataTable } from '../../ui/data-table/data-table';
import { pageRows, useLocalPaging } from '../../ui/data-table/local-paging';
import { RecordLink } from '../../ui/record-link';
import { useNetworkPublishers } from './networks-api';

const columns: DataColumn<Publisher>[] = [
  {
    id: 'name',
    label: 'Name',
    render: (publisher) => (
      <RecordLink link={{ to: '/publishers/$id', params: { id: publisher.id } }} text={publisher.name} />
    ),
  },
  {
    ...statusOptionColumn<Publisher, Publisher['status']>(PUBLISHER_STATUS_OPTIONS),
    sortProperty: undefined,
  },
  { id: 'id', label: 'ID', render: (publisher) => publisher.id },
];

/** A network's publishers, paged. */
export function NetworkPublishers({ networkId }: { networkId: number }) {
  const paging = useLocalPaging();
  const publishers = useNetworkPublishers(networkId, paging.page, paging.size);
  return (
    <Card variant="outlined">
      <CardHeader title="Publishers" slotProps={{ title: { variant: 'h6', component: 'h2' } }} />
      <CardContent sx={{ pt: 0 }}>
        <DataTable
          label="Publishers of the network"
          columns={columns}
          rowKey={(publisher) => publisher.id}
          {...pageRows(publishers)}
          {...paging}
        />
      </CardContent>
    </Card>
  );
}
