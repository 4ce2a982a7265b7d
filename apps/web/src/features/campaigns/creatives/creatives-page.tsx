import { getRouteApi } from '@tanstack/react-router';
import { RecordListPage } from '../../../resource/record-list';
import { useCreativeColumns } from './creative-columns';
import { CreativeLibraryTabs } from './creative-library-tabs';
import { creativeResource } from './creative-resource';
import { DcoButton } from './dco-dialog';
import { DesignerButton } from './designer-dialog';

const listRoute = getRouteApi('/_authenticated/_shell/_staff/campaigns/creative-library');

/** /campaigns/creative-library: status tiles, name search, sort, paging, CSV export and bulk archive. */
export function CreativesPage() {
  return (
    <>
      <CreativeLibraryTabs open="video" />
      <RecordListPage
        resource={creativeResource}
        route={listRoute}
        columns={useCreativeColumns()}
        createLink={{ to: '/campaigns/creative-library/create' }}
        actions={
          <>
            <DcoButton />
            <DesignerButton />
          </>
        }
      />
    </>
  );
}
