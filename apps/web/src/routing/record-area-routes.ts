import type { Permission } from '@adcast/domain/permissions';
import type { RouteComponent } from '@tanstack/react-router';
import { recordListRoute } from '../resource/list-route';
import type { RecordResource, RecordRow } from '../resource/record-resource';
import { needs } from './require-permission';

/** A record area as its routes need it: its resource (permissions from the contract) and its pages. */
interface RoutedArea<T extends RecordRow, I, U, P extends string> {
  resource: RecordResource<T, I, U, P> & { permissions: { read?: Permission } };
  pages: { list: RouteComponent; create: RouteComponent; record: RouteComponent };
}

// Staff screens: a mask that reads the area through its own home (a publisher's) opens no list.
const readGuard = (area: { resource: { permissions: { read?: Permission } } }) =>
  area.resource.permissions.read ? needs(area.resource.permissions.read) : {};

/**
 * The route options of a record area's screens, from its contract and its web area; the route
 * file gives only the path (typed, so every link to it is checked) and its id params.
 * routing/screen-manifest.test.ts checks each contract's screens are these routes.
 */
export const areaRoutes = {
  /** The list: the read permission, its search, and the loader that asks for the page while the code loads. */
  list: <T extends RecordRow, I, U, P extends string>(area: RoutedArea<T, I, U, P>) => ({
    ...readGuard(area),
    ...recordListRoute(area.resource),
    component: area.pages.list,
  }),
  create: <T extends RecordRow, I, U, P extends string>(area: RoutedArea<T, I, U, P>) => ({
    ...needs(area.resource.permissions.create),
    component: area.pages.create,
  }),
  /** The page a record opens at: its details or its editor, for users who may read the area. */
  record: <T extends RecordRow, I, U, P extends string>(area: RoutedArea<T, I, U, P>) => ({
    ...readGuard(area),
    component: area.pages.record,
  }),
};
