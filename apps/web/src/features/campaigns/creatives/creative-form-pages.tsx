import { type Creative, creativeInputOf } from '@adcast/domain/campaigns/creatives';
import { getRouteApi } from '@tanstack/react-router';
import { RecordCreatePage, RecordEditPage } from '../../../resource/record-form-pages';
import { useCan } from '../../../session/can';
import { CreativeLineItemsPanel } from '../line-items/order-line-items-panel';
import { CreativeForm, type CreativeFormStart, emptyCreative } from './creative-form';
import { creativeResource } from './creative-resource';

const formOf = (creative: Creative): CreativeFormStart => ({
  ...creativeInputOf(creative),
  video: creative.video,
});

/** A video creative's file still being checked and transcoded: its page shows when it is done. */
const VIDEO_IN_FLIGHT: ReadonlySet<string> = new Set(['QUEUED', 'PROCESSING']);

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

/**
 * /campaigns/creative-library/edit/{id}: the form (read only to users who may not edit), archive
 * and activate, and its connected line items for users who may read line items.
 */
export function CreativeEditPage() {
  const mayReadLineItems = useCan()('CAMPAIGNS_LINE_ITEMS_READ');
  return (
    <RecordEditPage
      resource={creativeResource}
      id={editRoute.useParams().id}
      Form={CreativeForm}
      formOf={formOf}
      back={toList}
      openAfter={toEditor}
      archivable
      busy={(creative) => creative.video !== null && VIDEO_IN_FLIGHT.has(creative.video.processing)}
      below={mayReadLineItems ? (creative) => <CreativeLineItemsPanel creativeId={creative.id} /> : undefined}
    />
  );
}
