import {
  TARGETING_MESSAGES,
  type TargetedApp,
  type TargetedDomain,
} from '@adcast/domain/inventory/targeting';
import type { GeoPlaces } from '@adcast/domain/inventory/targeting-geo';
import { and, inArray, isNull, or, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../../../db/client';
import { apps, domains } from '../../../db/schema/inventory';
import type { AuthContext } from '../../../http/auth';
import { badRequest } from '../../../http/errors';
import { networkFilter } from '../../../http/scope-filter';
import { geoIndex } from './geo-index';

/** Rows the set may name: visible to the caller and, when the set has a network, of that network or of none. */
function ofSetNetwork(column: AnyPgColumn, auth: AuthContext, networkId: number | null): SQL | undefined {
  const network = networkId === null ? undefined : or(isNull(column), inArray(column, [networkId]));
  return and(networkFilter(column, auth), network);
}

const missing = (asked: readonly number[], found: readonly { id: number }[]) =>
  asked.filter((id) => !found.some((row) => row.id === id));

/** The apps as the set keeps them, in the order asked; an id the caller may not name is refused. */
export async function targetedApps(
  db: Db,
  auth: AuthContext,
  ids: number[],
  networkId: number | null,
): Promise<TargetedApp[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .select({ id: apps.id, name: apps.name, bundleId: apps.bundleId })
    .from(apps)
    .where(and(inArray(apps.id, ids), ofSetNetwork(apps.networkId, auth, networkId)));
  const absent = missing(ids, rows);
  if (absent.length > 0) throw badRequest(TARGETING_MESSAGES.appsNotFound(absent));
  return ids.map((id) => rows.find((row) => row.id === id)!);
}

export async function targetedDomains(
  db: Db,
  auth: AuthContext,
  ids: number[],
  networkId: number | null,
): Promise<TargetedDomain[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .select({ id: domains.id, url: domains.url })
    .from(domains)
    .where(and(inArray(domains.id, ids), ofSetNetwork(domains.networkId, auth, networkId)));
  const absent = missing(ids, rows);
  if (absent.length > 0) throw badRequest(TARGETING_MESSAGES.domainsNotFound(absent));
  return ids.map((id) => rows.find((row) => row.id === id)!);
}

/** The places as the geographic data names them; a code or city it does not hold is refused. */
export async function knownPlaces(places: GeoPlaces): Promise<GeoPlaces> {
  if (places.countries.length + places.regions.length + places.cities.length === 0) return places;
  const index = await geoIndex();
  const cities = places.cities.map((city) => ({ asked: city, known: index.city(city) }));
  const unknown = [
    ...places.countries.filter((code) => !index.hasCountry(code)),
    ...places.regions.filter((code) => !index.hasRegion(code)),
    ...cities.filter((city) => !city.known).map((city) => city.asked.name),
  ];
  if (unknown.length > 0) throw badRequest(TARGETING_MESSAGES.unknownPlaces(unknown));
  return { countries: places.countries, regions: places.regions, cities: cities.map((city) => city.known!) };
}
