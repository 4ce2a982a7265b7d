import type { OoAppInput } from '@adcast/domain/content/oo-apps/oo-apps';
import { getRouteApi } from '@tanstack/react-router';
import { RecordCreatePage, RecordEditPage } from '../../../resource/record-form-pages';
import type { RecordFormProps } from '../../../ui/form-card';
import { emptyOoApp, OoAppForm, type OoAppFormValues } from './oo-app-form';
import { ooAppResource } from './oo-app-resource';
import { type OoAppHome, ownOoAppLink, ownOoAppsLink } from './own-oo-apps';
import { RokuAppPanel } from './roku-app-panel';

/** The app's form without its owner: the home it is opened from is its owner. */
const OwnOoAppForm = (props: RecordFormProps<OoAppInput, OoAppFormValues>) => (
  <OoAppForm {...props} ownerFixed />
);

/**
 * One of the user's own O&O apps under its home: the form (editable as the mask allows), archive,
 * and a Roku app's feed and feed status, images, app JSON, builds and downloads. An app of another
 * owner is not found: the API answers the mask's own apps only.
 */
export function OwnOoAppPage({ home, appId }: { home: OoAppHome; appId: number }) {
  return (
    <RecordEditPage
      resource={ooAppResource}
      id={appId}
      Form={OwnOoAppForm}
      back={() => ownOoAppsLink(home)}
      openAfter={(saved) => ownOoAppLink(home, saved.id)}
      archivable
      below={(app) => <RokuAppPanel app={app} />}
    />
  );
}

/** A new app made for the home's owner: the publisher or content owner the user works as. */
export function OwnOoAppCreatePage({ home }: { home: OoAppHome }) {
  const owner: Partial<OoAppInput> =
    home.kind === 'publisher'
      ? { ownerType: 'PUBLISHER', publisherId: home.id }
      : { ownerType: 'CONTENT_OWNER', coId: home.id };
  return (
    <RecordCreatePage
      resource={ooAppResource}
      Form={OwnOoAppForm}
      initial={{ ...emptyOoApp(), ...owner }}
      back={ownOoAppsLink(home)}
      openAfter={(saved) => ownOoAppLink(home, saved.id)}
    />
  );
}

const publisherCreateRoute = getRouteApi('/_authenticated/_shell/p/$id/oo-apps/create');
const contentOwnerCreateRoute = getRouteApi('/_authenticated/_shell/co/$contentOwnerId/oo-apps/create');

/** /p/{id}/oo-apps/create. */
export function PublisherOoAppCreatePage() {
  return <OwnOoAppCreatePage home={{ kind: 'publisher', id: publisherCreateRoute.useParams().id }} />;
}

/** /co/{contentOwnerId}/oo-apps/create. */
export function ContentOwnerOoAppCreatePage() {
  const { contentOwnerId } = contentOwnerCreateRoute.useParams();
  return <OwnOoAppCreatePage home={{ kind: 'contentOwner', id: contentOwnerId }} />;
}

const publisherRoute = getRouteApi('/_authenticated/_shell/p/$id/oo-apps/$appId');
const contentOwnerRoute = getRouteApi('/_authenticated/_shell/co/$contentOwnerId/oo-apps/$appId');

/** /p/{id}/oo-apps/{appId}: a publisher's own app. */
export function PublisherOoAppPage() {
  const { id, appId } = publisherRoute.useParams();
  return <OwnOoAppPage home={{ kind: 'publisher', id }} appId={appId} />;
}

/** /co/{contentOwnerId}/oo-apps/{appId}: a content owner's own app. */
export function ContentOwnerOoAppPage() {
  const { contentOwnerId, appId } = contentOwnerRoute.useParams();
  return <OwnOoAppPage home={{ kind: 'contentOwner', id: contentOwnerId }} appId={appId} />;
}
