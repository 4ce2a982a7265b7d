import {
  OO_APP_COLUMN_LABELS as L,
  OO_APP_PLATFORM_OPTIONS,
  type OoApp,
} from '@adcast/domain/content/oo-apps/oo-apps';
import { ROKU_FEED_STATUS_OPTIONS } from '@adcast/domain/content/oo-apps/roku-app';
import { useNavigate } from '@tanstack/react-router';
import { useCan } from '../../../session/can';
import {
  actionsColumn,
  addedColumn,
  enumColumn,
  nameColumn,
  statusColumn,
} from '../../../ui/data-table/common-columns';
import type { DataColumn } from '../../../ui/data-table/data-table';

const editLink = (app: OoApp) => ({ to: '/owned-operated-apps/edit/$id', params: { id: app.id } }) as const;
const names = (refs: readonly { name: string }[]) => refs.map((ref) => ref.name).join(', ') || '—';

/** The O&O apps list: name (to the editor), platform, owner, collections, channels, feed status, status, added. */
export function useOoAppColumns(): DataColumn<OoApp>[] {
  const canEdit = useCan()('OO_APPS_EDIT');
  const navigate = useNavigate();
  return [
    nameColumn(
      'name',
      (app) => app.name,
      (app) => (canEdit ? editLink(app) : undefined),
    ),
    enumColumn('platform', L.platform, OO_APP_PLATFORM_OPTIONS, (app) => app.platform),
    { id: 'owner', label: L.owner, render: (app) => app.publisher?.name ?? app.contentOwner?.name ?? '—' },
    { id: 'collections', label: L.collections, render: (app) => names(app.collections) },
    { id: 'channels', label: L.channels, render: (app) => names(app.channels) },
    enumColumn('feedStatus', L.feedStatus, ROKU_FEED_STATUS_OPTIONS, (app) => app.feedStatus),
    statusColumn(),
    addedColumn(),
    actionsColumn(
      (app) => app.name,
      (app) =>
        canEdit && app.status !== 'ARCHIVED'
          ? [{ label: 'Edit', onSelect: () => navigate(editLink(app)) }]
          : [],
    ),
  ];
}
