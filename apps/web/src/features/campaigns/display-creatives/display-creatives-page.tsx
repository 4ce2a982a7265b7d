import { getRouteApi } from '@tanstack/react-router';
import { RecordListPage } from '../../../resource/record-list';
import { CreativeLibraryTabs } from '../creatives/creative-library-tabs';
import { useDisplayCreativeColumns } from './display-creative-columns';
import { displayCreativeResource } from './display-creative-resource';

const listRoute = getRouteApi('/_authenticated/_shell/_staff/campaigns/creative-library/display');

/** /campaigns/creative-library/display: the creative library's Display tab, a record list of image creatives. */
export function DisplayCreativesPage() {
  return (
    <>
      <CreativeLibraryTabs open="display" />
      <RecordListPage
        resource={displayCreativeResource}
        route={listRoute}
        columns={useDisplayCreativeColumns()}
        createLink={{ to: '/campaigns/creative-library/display/create' }}
      />
    </>
  );
}
