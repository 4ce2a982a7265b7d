import type { RecordScreens } from '@adcast/domain/contracts/record-contract';
import type { Permission } from '@adcast/domain/permissions';
import type { RouteComponent } from '@tanstack/react-router';
import { recordListRoute } from '../resource/list-route';
import type { ContractResource, RecordRow } from '../resource/record-resource';
import { needs } from './require-permission';

/** A record area as its routes need it: its resource (permissions from the contract) and its pages. */
interface RoutedArea<T extends RecordRow, I, U, P extends string, S extends RecordScreens> {
  resource: ContractResource<T, I, U, P, S>;
  pages: { list: RouteComponent; create: RouteComponent; record: RouteComponent };
}

/** A screen of the contract, typed as the contract writes it ('/demand/deals', not any path). */
const screen = <S extends RecordScreens, K extends keyof S>(screens: S, key: K): S[K] => screens[key];

// Staff screens: a mask that reads the area through its own home (a publisher's) opens no list.
const readGuard = (area: { resource: { permissions: { read?: Permission } } }) =>
  area.resource.permissions.read ? needs(area.resource.permissions.read) : {};

/**
 * The route options of a record area's screens, from its contract and its web area: the path is
 * the contract's screen, typed as written, so every link to it is checked; the route file adds the
 * parent and the id params. routing/screen-manifest.test.ts checks the menus' screens are these routes.
 */
export const areaRoutes = {
  /** The list: the read permission, its search, and the loader that asks for the page while the code loads. */
  list: <T extends RecordRow, I, U, P extends string, S extends RecordScreens>(
    area: RoutedArea<T, I, U, P, S>,
  ) => ({
    path: screen(area.resource.screens, 'list'),
    ...readGuard(area),
    ...recordListRoute(area.resource),
    component: area.pages.list,
  }),
  create: <T extends RecordRow, I, U, P extends string, S extends RecordScreens & { create: string }>(
    area: RoutedArea<T, I, U, P, S>,
  ) => ({
    path: screen(area.resource.screens, 'create'),
    ...needs(area.resource.permissions.create),
    component: area.pages.create,
  }),
  /** The page a record opens at: its details or its editor, for users who may read the area. */
  record: <T extends RecordRow, I, U, P extends string, S extends RecordScreens>(
    area: RoutedArea<T, I, U, P, S>,
  ) => ({
    path: screen(area.resource.screens, 'record'),
    ...readGuard(area),
    component: area.pages.record,
  }),
};
