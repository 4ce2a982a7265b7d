import {
  OO_APP_COLUMN_LABELS as L,
  OO_APP_PLATFORM_OPTIONS,
  type OoApp,
} from '@adcast/domain/content/oo-apps/oo-apps';
import { ROKU_FEED_STATUS_OPTIONS } from '@adcast/domain/content/oo-apps/roku-app';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import type { LinkOptions } from '@tanstack/react-router';
import { useCan } from '../../../session/can';
import { ButtonLink } from '../../../ui/button-link';
import { enumColumn, nameColumn, statusColumn } from '../../../ui/data-table/common-columns';
import { type DataColumn, DataTable } from '../../../ui/data-table/data-table';
import { pageRows, useLocalPaging } from '../../../ui/data-table/local-paging';
import { useOwnOoApps } from './own-oo-apps-api';

/** The home an O&O app is opened from: its publisher's (/p/{id}) or its content owner's (/co/{id}). */
export type OoAppHome = { kind: 'publisher'; id: number } | { kind: 'contentOwner'; id: number };

export const OWN_OO_APPS = {
  title: 'O&O Apps',
  empty: 'No O&O apps are made for you yet',
  create: 'New O&O app',
} as const;

/** An app's page under the home it belongs to. */
export const ownOoAppLink = (home: OoAppHome, appId: number): LinkOptions =>
  home.kind === 'publisher'
    ? { to: '/p/$id/oo-apps/$appId', params: { id: home.id, appId } }
    : { to: '/co/$contentOwnerId/oo-apps/$appId', params: { contentOwnerId: home.id, appId } };

/** A new app for the home's owner. */
export const newOwnOoAppLink = (home: OoAppHome): LinkOptions =>
  home.kind === 'publisher'
    ? { to: '/p/$id/oo-apps/create', params: { id: home.id } }
    : { to: '/co/$contentOwnerId/oo-apps/create', params: { contentOwnerId: home.id } };

/** The home's own tab or section listing its apps. */
export const ownOoAppsLink = (home: OoAppHome): LinkOptions =>
  home.kind === 'publisher'
    ? { to: '/p/$id', params: { id: String(home.id) }, search: { tab: 'oo-apps' } }
    : { to: '/co/$contentOwnerId', params: { contentOwnerId: String(home.id) } };

const names = (refs: readonly { name: string }[]) => refs.map((ref) => ref.name).join(', ') || '—';

const columnsFor = (home: OoAppHome): DataColumn<OoApp>[] => [
  nameColumn(
    'name',
    (app) => app.name,
    (app) => ownOoAppLink(home, app.id),
  ),
  enumColumn('platform', L.platform, OO_APP_PLATFORM_OPTIONS, (app) => app.platform),
  { id: 'collections', label: L.collections, render: (app) => names(app.collections) },
  { id: 'channels', label: L.channels, render: (app) => names(app.channels) },
  enumColumn('feedStatus', L.feedStatus, ROKU_FEED_STATUS_OPTIONS, (app) => app.feedStatus),
  statusColumn(),
];

/**
 * A publisher's or content owner's own O&O apps, on its home. The API answers the working mask's
 * apps only (a publisher's or content owner's own); each opens its page under the same home.
 */
export function OwnOoApps({ home }: { home: OoAppHome }) {
  const can = useCan();
  const paging = useLocalPaging();
  const apps = useOwnOoApps(`${home.kind}:${home.id}`, paging.page, paging.size);
  return (
    <Card>
      <CardContent>
        <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 1, mb: 1 }}>
          <Typography variant="h6" component="h2">
            {OWN_OO_APPS.title}
          </Typography>
          {can('OO_APPS_CREATE') && (
            <ButtonLink variant="contained" {...newOwnOoAppLink(home)}>
              {OWN_OO_APPS.create}
            </ButtonLink>
          )}
        </Box>
        {apps.data?.totalElements === 0 ? (
          <Typography variant="body2">{OWN_OO_APPS.empty}</Typography>
        ) : (
          <DataTable
            label={OWN_OO_APPS.title}
            columns={columnsFor(home)}
            rowKey={(app) => app.id}
            {...pageRows(apps)}
            {...paging}
          />
        )}
      </CardContent>
    </Card>
  );
}
