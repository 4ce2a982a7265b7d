import { getRouteApi } from '@tanstack/react-router';
import { RecordListPage } from '../../../resource/record-list';
import { usePartnerColumns } from './partner-columns';
import { partnerResource } from './partner-resource';

const listRoute = getRouteApi('/_authenticated/_shell/_staff/demand/list');

/** /demand/list: the demand partners with status boxes, name search, sort and paging. */
export function PartnersPage() {
  return (
    <RecordListPage
      resource={partnerResource}
      route={listRoute}
      columns={usePartnerColumns()}
      createLink={{ to: '/demand/create' }}
    />
  );
}
