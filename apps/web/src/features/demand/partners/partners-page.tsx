import { RecordListPage } from '../../../resource/record-list';
import { usePartnerColumns } from './partner-columns';
import { partnerResource } from './partner-resource';

/** /demand/list: the demand partners with status boxes, name search, sort and paging. */
export function PartnersPage() {
  return (
    <RecordListPage
      resource={partnerResource}
      columns={usePartnerColumns()}
      createLink={{ to: '/demand/create' }}
    />
  );
}
