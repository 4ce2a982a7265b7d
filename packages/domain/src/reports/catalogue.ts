import type { Dimension, Metric } from './catalogue-types';
import { DIMENSION_LIST } from './dimensions';
import { METRIC_LIST } from './metrics';

const byLabel = <T extends { label: string }>(entries: readonly T[]): readonly T[] =>
  [...entries].sort((a, b) => a.label.localeCompare(b.label, 'en'));

/** Part 2 §3: the whole catalogue, sorted by label, including entries no fact feeds yet. */
export const DIMENSIONS: readonly Dimension[] = byLabel(DIMENSION_LIST);
export const METRICS: readonly Metric[] = byLabel(METRIC_LIST);

/** What the report builder offers: only entries a fact feeds. */
export const OFFERED_DIMENSIONS: readonly Dimension[] = DIMENSIONS.filter((d) => d.source.kind !== 'unfed');
export const OFFERED_METRICS: readonly Metric[] = METRICS.filter((m) => m.formula !== null);

const DIMENSION_BY_KEY = new Map(DIMENSIONS.map((d) => [d.key, d]));
const METRIC_BY_KEY = new Map(METRICS.map((m) => [m.key, m]));

export const dimensionOf = (key: string): Dimension | undefined => DIMENSION_BY_KEY.get(key);
export const metricOf = (key: string): Metric | undefined => METRIC_BY_KEY.get(key);

export const OFFERED_DIMENSION_KEYS = OFFERED_DIMENSIONS.map((d) => d.key);
export const OFFERED_METRIC_KEYS = OFFERED_METRICS.map((m) => m.key);

/** Catalogue entries the builder does not offer yet, each group under the reason it says. */
export type UnavailableEntries = { reason: string; labels: string[] }[];

function byReason(entries: readonly { label: string; reason: string }[]): UnavailableEntries {
  const groups = new Map<string, string[]>();
  for (const { label, reason } of entries) groups.set(reason, [...(groups.get(reason) ?? []), label]);
  return [...groups].map(([reason, labels]) => ({ reason, labels }));
}

/** Issue 31: the builder says which of §3's dimensions and metrics it does not offer, and why. */
export const UNAVAILABLE_DIMENSIONS: UnavailableEntries = byReason(
  DIMENSIONS.flatMap((d) => (d.source.kind === 'unfed' ? [{ label: d.label, reason: d.source.reason }] : [])),
);
export const UNAVAILABLE_METRICS: UnavailableEntries = byReason(
  METRICS.flatMap((m) =>
    m.formula === null
      ? [{ label: m.label, reason: m.unfedReason ?? 'No fact carries this metric yet' }]
      : [],
  ),
);
