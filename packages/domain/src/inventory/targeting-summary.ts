import { DEVICE_TYPE_OPTIONS, optionOf } from '../enumerations';
import type { TargetingSet } from './targeting';
import { daySlotLabel, splitSlots } from './targeting-day-parts';
import type { GeoPlaces } from './targeting-geo';

const placesOf = (places: GeoPlaces): string[] => [
  ...places.countries,
  ...places.regions,
  ...places.cities.map((city) => city.name),
];

const counted = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

/** A line of what a set targets, for its list row and the CSV: "US, CA · not FR · Connected TV · Mon 09:00–17:00 America/New_York". */
export function targetingSummary(
  set: Pick<
    TargetingSet,
    'geo' | 'deviceTypes' | 'platforms' | 'apps' | 'bundleIds' | 'domains' | 'dayParting'
  >,
): string {
  const included = placesOf(set.geo.include);
  const excluded = placesOf(set.geo.exclude);
  const apps = set.apps.length + set.bundleIds.length;
  const slots = splitSlots(set.dayParting.slots);
  const parts = [
    included.length > 0 ? included.join(', ') : undefined,
    excluded.length > 0 ? `not ${excluded.join(', ')}` : undefined,
    set.deviceTypes.map((type) => optionOf(DEVICE_TYPE_OPTIONS, type)?.label ?? String(type)).join(', ') ||
      undefined,
    set.platforms.join(', ') || undefined,
    apps > 0 ? counted(apps, 'app', 'apps') : undefined,
    set.domains.length > 0 ? counted(set.domains.length, 'domain', 'domains') : undefined,
    slots.length > 0 ? `${slots.map(daySlotLabel).join(', ')} ${set.dayParting.timeZone}` : undefined,
  ].filter((part): part is string => part !== undefined);
  return parts.length > 0 ? parts.join(' · ') : 'Every request';
}
