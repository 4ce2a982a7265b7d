import { PUBLISHER_STATUS_OPTIONS } from '@adcast/domain/enumerations';
import { DEFAULT_PAGE_SIZE } from '@adcast/domain/paging';
import type { Publisher } from '@adcast/domain/publishers/publishers';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import CardHeader from '@mui/material/CardHeader';
import { useState } from 'react';
import { statusOptionColumn } from '../../ui/data-table/common-columns';
import { type DataColumn, DataTable } from '../../ui/data-table/data-table';
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
  const [page, setPage] = useState(0);
  const [size, setSize] = useState(DEFAULT_PAGE_SIZE);
  const publishers = useNetworkPublishers(networkId, page, size);
  return (
    <Card variant="outlined">
      <CardHeader title="Publishers" slotProps={{ title: { variant: 'h6', component: 'h2' } }} />
      <CardContent sx={{ pt: 0 }}>
        <DataTable
          label="Publishers of the network"
          columns={columns}
          rows={publishers.data?.content ?? []}
          rowKey={(publisher) => publisher.id}
          total={publishers.data?.totalElements ?? 0}
          loading={publishers.isFetching}
          page={page}
          size={size}
          onPageChange={setPage}
          onSizeChange={(next) => {
            setSize(next);
            setPage(0);
          }}
        />
      </CardContent>
    </Card>
  );
}
