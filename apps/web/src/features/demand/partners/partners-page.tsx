import { PARTNER_IMPORT_COLUMNS } from '@adcast/domain/demand/partners';
import { DEMAND_API } from '@adcast/domain/demand/paths';
import { getRouteApi } from '@tanstack/react-router';
import { CsvImportButton } from '../../../resource/csv-import-button';
import { RecordListPage } from '../../../resource/record-list';
import { useCan } from '../../../session/can';
import { usePartnerColumns } from './partner-columns';
import { partnerResource } from './partner-resource';

const listRoute = getRouteApi('/_authenticated/_shell/_staff/demand/list');

/** /demand/list: the demand partners with status boxes, name search, sort, paging and CSV import. */
export function PartnersPage() {
  const can = useCan();
  return (
    <RecordListPage
      resource={partnerResource}
      route={listRoute}
      columns={usePartnerColumns()}
      createLink={{ to: '/demand/create' }}
      action={
        can(partnerResource.permissions.create) && (
          <CsvImportButton
            resource={partnerResource}
            path={DEMAND_API.partnerImport}
            columns={PARTNER_IMPORT_COLUMNS.map((column) => column.label)}
          />
        )
      }
    />
  );
}
