import { DEVICE_TYPE_OPTIONS, type DeviceType, optionOf, type Platform } from '../enumerations';
import type { TargetingSet } from './targeting';
import { daySlotLabel, splitSlots, wallClock } from './targeting-day-parts';
import type { GeoPlaces } from './targeting-geo';

/** What the ad decisioner knows of one ad request. */
export interface TargetedRequest {
  /** ISO 3166-1 alpha-2. */
  country?: string;
  /** Country and region codes: "US-NY". */
  region?: string;
  /** The city's name. */
  city?: string;
  deviceType?: DeviceType;
  platform?: Platform;
  bundleId?: string;
  /** A host, or a url. */
  domain?: string;
  time: Date;
}

export type TargetingMatch = { matched: true } | { matched: false; reason: string };

export type MatchedSet = Pick<
  TargetingSet,
  'geo' | 'deviceTypes' | 'platforms' | 'apps' | 'bundleIds' | 'domains' | 'dayParting'
>;

type Rule = (set: MatchedSet, request: TargetedRequest) => string | undefined;

const same = (a: string | undefined, b: string) =>
  a !== undefined && a.trim().toLowerCase() === b.toLowerCase();

/** The first place of a list the request is in, named for a reason. */
function placeOf(places: GeoPlaces, request: TargetedRequest): string | undefined {
  if (places.countries.some((code) => same(request.country, code))) return `country ${request.country}`;
  if (places.regions.some((code) => same(request.region, code))) return `region ${request.region}`;
  const city = places.cities.find(
    (place) => same(request.city, place.name) && same(request.country, place.countryCode),
  );
  return city ? `city ${city.name}` : undefined;
}

const isEmpty = (places: GeoPlaces) =>
  places.countries.length + places.regions.length + places.cities.length === 0;

const geoExcluded: Rule = (set, request) => {
  const place = placeOf(set.geo.exclude, request);
  return place ? `${place} is excluded` : undefined;
};

const whereOf = (request: TargetedRequest) =>
  [request.city, request.region, request.country].filter(Boolean).join(', ') || 'an unknown place';

const geoIncluded: Rule = (set, request) =>
  isEmpty(set.geo.include) || placeOf(set.geo.include, request)
    ? undefined
    : `${whereOf(request)} is not among the targeted places`;

const deviceType: Rule = (set, request) => {
  if (set.deviceTypes.length === 0 || (request.deviceType && set.deviceTypes.includes(request.deviceType)))
    return undefined;
  const label = optionOf(DEVICE_TYPE_OPTIONS, request.deviceType)?.label;
  return label ? `device type ${label} is not targeted` : 'the request names no targeted device type';
};

const platform: Rule = (set, request) => {
  if (set.platforms.length === 0 || (request.platform && set.platforms.includes(request.platform)))
    return undefined;
  return request.platform ? `platform ${request.platform} is not targeted` : 'the request names no platform';
};

/** "http://www.example.com/x" and "example.com" both as "example.com". */
export const hostOf = (domain: string): string =>
  domain
    .trim()
    .toLowerCase()
    .replace(/^[a-z]+:\/\//, '')
    .replace(/[/:?#].*$/, '')
    .replace(/^www\./, '');

const inventory: Rule = (set, request) => {
  const bundles = [...set.bundleIds, ...set.apps.map((app) => app.bundleId)];
  const hosts = set.domains.map((domain) => hostOf(domain.url));
  if (bundles.length + hosts.length === 0) return undefined;
  if (request.bundleId && bundles.some((bundle) => same(request.bundleId, bundle))) return undefined;
  if (request.domain && hosts.includes(hostOf(request.domain))) return undefined;
  if (request.bundleId) return `app ${request.bundleId} is not targeted`;
  if (request.domain) return `domain ${hostOf(request.domain)} is not targeted`;
  return 'the request names no app or domain';
};

const dayPart: Rule = (set, request) => {
  const { slots, timeZone } = set.dayParting;
  if (slots.length === 0) return undefined;
  const pieces = splitSlots(slots);
  const now = wallClock(request.time, timeZone);
  const within = pieces.some(
    (slot) => slot.day === now.day && slot.startHour <= now.hour && now.hour < slot.endHour,
  );
  if (within) return undefined;
  const plural = pieces.length === 1 ? 'day-part' : 'day-parts';
  return `outside the ${plural} ${pieces.map(daySlotLabel).join(', ')} ${timeZone}`;
};

/** In the order the reasons are given: the first that fails is the one told. */
const RULES: readonly Rule[] = [geoExcluded, geoIncluded, deviceType, platform, inventory, dayPart];

/** Whether an ad request is one the set targets, and if not, why, in words. */
export function matchesTargeting(set: MatchedSet, request: TargetedRequest): TargetingMatch {
  for (const rule of RULES) {
    const reason = rule(set, request);
    if (reason) return { matched: false, reason };
  }
  return { matched: true };
}
