import type { Network } from '@adcast/domain/networks/networks';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import { useCan } from '../../session/can';
import type { DataColumn } from '../../ui/data-table/data-table';
import { DataTable } from '../../ui/data-table/data-table';
import { useLocalPaging } from '../../ui/data-table/local-paging';
import { NewButton } from '../../ui/new-button';
import { RecordLink } from '../../ui/record-link';
import { Toolbar } from '../../ui/toolbar';
import { useNetworkList } from './networks-api';

const columns: DataColumn<Network>[] = [
  {
    id: 'name',
    label: 'Name',
    render: (network) => (
      <RecordLink link={{ to: '/networks/$id', params: { id: network.id } }} text={network.name} />
    ),
  },
  { id: 'id', label: 'ID', render: (network) => network.id },
];

/** /networks: the networks the user may see (an admin: all of them). */
export function NetworksPage() {
  const can = useCan();
  const networks = useNetworkList();
  const paging = useLocalPaging();
  const { page, size } = paging;
  const rows = networks.data ?? [];
  return (
    <>
      <Toolbar
        title="Networks"
        actions={
          can('NETWORKS_CREATE') && <NewButton link={{ to: '/networks/create' }} label="New network" />
        }
      />
      <Card variant="outlined">
        <CardContent>
          <DataTable
            label="Networks"
            columns={columns}
            rows={rows.slice(page * size, (page + 1) * size)}
            rowKey={(network) => network.id}
            total={rows.length}
            loading={networks.isFetching}
            {...paging}
          />
        </CardContent>
      </Card>
    </>
  );
}
