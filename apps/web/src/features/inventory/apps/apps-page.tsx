import { APP_IMPORT_COLUMNS } from '@adcast/domain/inventory/apps';
import { APPS_API } from '@adcast/domain/inventory/paths';
import { getRouteApi } from '@tanstack/react-router';
import { CsvImportButton } from '../../../resource/csv-import-button';
import { RecordListPage } from '../../../resource/record-list';
import { useCan } from '../../../session/can';
import { useCrawlNowAction } from '../../ads-txt/crawl-now-action';
import { InventoryLinks } from '../inventory-links';
import { useAppColumns } from './app-columns';
import { appResource } from './app-resource';

const listRoute = getRouteApi('/_authenticated/_shell/_staff/apps');

/** /apps: status tiles, search, sort, paging, CSV export and import, bulk archive and crawl now. */
export function AppsPage() {
  const can = useCan();
  return (
    <>
      <InventoryLinks current="apps" />
      <RecordListPage
        resource={appResource}
        route={listRoute}
        selectionActions={useCrawlNowAction('APP')}
        columns={useAppColumns()}
        createLink={{ to: '/apps/create' }}
        action={
          can('APPS_CREATE') && (
            <CsvImportButton
              resource={appResource}
              path={APPS_API.importCsv}
              columns={APP_IMPORT_COLUMNS.map((column) => column.label)}
            />
          )
        }
      />
    </>
  );
}
