import { getRouteApi } from '@tanstack/react-router';
import { RecordListPage } from '../../resource/record-list';
import { useKeywordPackageColumns } from './keyword-package-columns';
import { keywordPackageResource } from './keyword-package-resource';

const listRoute = getRouteApi('/_authenticated/_shell/_staff/keywords');

/** /keywords: status tiles, name search, sort, paging, CSV export and bulk archive. */
export function KeywordPackagesPage() {
  return (
    <RecordListPage
      resource={keywordPackageResource}
      route={listRoute}
      columns={useKeywordPackageColumns()}
      createLink={{ to: '/keywords/create' }}
    />
  );
}
