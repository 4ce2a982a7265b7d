import { type Creative, creativeInputOf } from '@adcast/domain/campaigns/creatives';
import { getRouteApi } from '@tanstack/react-router';
import { RecordCreatePage, RecordEditPage } from '../../../resource/record-form-pages';
import { CreativeForm, type CreativeFormStart, emptyCreative } from './creative-form';
import { creativeResource } from './creative-resource';

const formOf = (creative: Creative): CreativeFormStart => ({
  ...creativeInputOf(creative),
  video: creative.video,
});

const toList = () => ({ to: '/campaigns/creative-library' }) as const;
const toEditor = (creative: Creative) =>
  ({ to: '/campaigns/creative-library/edit/$id', params: { id: creative.id } }) as const;

/** /campaigns/creative-library/create. */
export function CreativeCreatePage() {
  return (
    <RecordCreatePage
      resource={creativeResource}
      Form={CreativeForm}
      initial={emptyCreative()}
      back={toList()}
      openAfter={toEditor}
    />
  );
}

const editRoute = getRouteApi('/_authenticated/_shell/_staff/campaigns/creative-library/edit/$id');

/** /campaigns/creative-library/edit/{id}: the form (read only to users who may not edit), archive and activate. */
export function CreativeEditPage() {
  return (
    <RecordEditPage
      resource={creativeResource}
      id={editRoute.useParams().id}
      Form={CreativeForm}
      formOf={formOf}
      back={toList}
      openAfter={toEditor}
      archivable
    />
  );
}
