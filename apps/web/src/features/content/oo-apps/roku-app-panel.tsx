import type { OoApp } from '@adcast/domain/content/oo-apps/oo-apps';
import { useCan } from '../../../session/can';
import { RokuAppJsonCard } from './roku-app-json-card';
import { RokuBuildsCard } from './roku-builds-card';
import { RokuFeedCard } from './roku-feed-card';
import { RokuImagesCard } from './roku-images-card';

/** Under a Roku app's form: its feed and feed status, images, app JSON and channel builds. */
export function RokuAppPanel({ app }: { app: OoApp }) {
  const editable = useCan()('OO_APPS_EDIT') && app.status !== 'ARCHIVED';
  if (app.platform !== 'ROKU') return null;
  return (
    <>
      <RokuFeedCard app={app} editable={editable} />
      <RokuImagesCard app={app} editable={editable} />
      <RokuAppJsonCard key={app.version} app={app} editable={editable} />
      <RokuBuildsCard app={app} editable={editable} />
    </>
  );
}
