import { type DisplayCreative, displayCreativeInputOf } from '@adcast/domain/campaigns/display-creatives';
import { getRouteApi } from '@tanstack/react-router';
import { RecordCreatePage, RecordEditPage } from '../../../resource/record-form-pages';
import {
  DisplayCreativeForm,
  type DisplayCreativeFormStart,
  emptyDisplayCreative,
} from './display-creative-form';
import { displayCreativeResource } from './display-creative-resource';

const formOf = (creative: DisplayCreative): DisplayCreativeFormStart => ({
  ...displayCreativeInputOf(creative),
  image: creative.image,
});

const toList = () => ({ to: '/campaigns/creative-library/display' }) as const;
const toEditor = (creative: DisplayCreative) =>
  ({ to: '/campaigns/creative-library/display/edit/$id', params: { id: creative.id } }) as const;

/** /campaigns/creative-library/display/create. */
export function DisplayCreativeCreatePage() {
  return (
    <RecordCreatePage
      resource={displayCreativeResource}
      Form={DisplayCreativeForm}
      initial={emptyDisplayCreative()}
      back={toList()}
      openAfter={toEditor}
    />
  );
}

const editRoute = getRouteApi('/_authenticated/_shell/_staff/campaigns/creative-library/display/edit/$id');

/** /campaigns/creative-library/display/edit/{id}: the form (read only to users who may not edit), archive and activate. */
export function DisplayCreativeEditPage() {
  return (
    <RecordEditPage
      resource={displayCreativeResource}
      id={editRoute.useParams().id}
      Form={DisplayCreativeForm}
      formOf={formOf}
      back={toList}
      openAfter={toEditor}
      archivable
    />
  );
}
