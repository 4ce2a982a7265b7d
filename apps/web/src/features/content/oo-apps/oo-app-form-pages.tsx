import type { OoApp } from '@adcast/domain/content/oo-apps/oo-apps';
import { getRouteApi } from '@tanstack/react-router';
import { RecordCreatePage, RecordEditPage } from '../../../resource/record-form-pages';
import { emptyOoApp, OoAppForm } from './oo-app-form';
import { ooAppResource } from './oo-app-resource';
import { RokuAppPanel } from './roku-app-panel';

const toList = () => ({ to: '/owned-operated-apps' }) as const;
const toEditor = (app: OoApp) => ({ to: '/owned-operated-apps/edit/$id', params: { id: app.id } }) as const;

/** /owned-operated-apps/create. */
export function OoAppCreatePage() {
  return (
    <RecordCreatePage
      resource={ooAppResource}
      Form={OoAppForm}
      initial={emptyOoApp()}
      back={toList()}
      openAfter={toEditor}
    />
  );
}

const editRoute = getRouteApi('/_authenticated/_shell/_staff/owned-operated-apps/edit/$id');

/** /owned-operated-apps/edit/{id}: the form, archive, and a Roku app's images, app JSON, feed and builds. */
export function OoAppEditPage() {
  return (
    <RecordEditPage
      resource={ooAppResource}
      id={editRoute.useParams().id}
      Form={OoAppForm}
      back={toList}
      openAfter={toEditor}
      archivable
      below={(app) => <RokuAppPanel app={app} />}
    />
  );
}
