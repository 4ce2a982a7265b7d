import { DOMAIN_IMPORT_COLUMNS } from '@adcast/domain/inventory/domains';
import { DOMAINS_API } from '@adcast/domain/inventory/paths';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { getRouteApi } from '@tanstack/react-router';
import { useState } from 'react';
import { CsvImportButton } from '../../../resource/csv-import-button';
import { RecordListPage } from '../../../resource/record-list';
import { useCan } from '../../../session/can';
import { useCrawlNowAction } from '../../ads-txt/crawl-now-action';
import { InventoryLinks } from '../inventory-links';
import { useDomainColumns } from './domain-columns';
import { DomainListDialog } from './domain-list-dialog';
import { domainResource } from './domain-resource';

const listRoute = getRouteApi('/_authenticated/_shell/_staff/apps/domains');

/** /apps/domains: status tiles, search, sort, paging, CSV export and import, a pasted list, bulk archive and crawl now. */
export function DomainsPage() {
  const can = useCan();
  const [adding, setAdding] = useState(false);
  return (
    <>
      <InventoryLinks current="domains" />
      <RecordListPage
        resource={domainResource}
        route={listRoute}
        selectionActions={useCrawlNowAction('DOMAIN')}
        columns={useDomainColumns()}
        createLink={{ to: '/apps/domains/create' }}
        action={
          can('DOMAINS_CREATE') && (
            <Stack direction="row" spacing={1}>
              <Button size="small" variant="outlined" onClick={() => setAdding(true)}>
                Add a list
              </Button>
              <CsvImportButton
                resource={domainResource}
                path={DOMAINS_API.importCsv}
                columns={DOMAIN_IMPORT_COLUMNS.map((column) => column.label)}
              />
            </Stack>
          )
        }
      />
      {adding && <DomainListDialog onClose={() => setAdding(false)} />}
    </>
  );
}
