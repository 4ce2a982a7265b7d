import { type BundleTerms, bundleTermsOf } from '../campaigns/orders';

/** A bundle's terms as it sets them, with where each effective value comes from. */
export type BundleLevel = BundleTerms & { id: number; name: string };

export type EffectiveBundleTerms = BundleTerms & {
  /** The bundle whose value wins: the bundle itself or the nearest parent that sets one; null when none does. */
  revenueShareFrom: { id: number; name: string } | null;
  cpmFrom: { id: number; name: string } | null;
};

const ref = (level: BundleLevel) => ({ id: level.id, name: level.name });

/**
 * Part 2 §3 bundles: a child bundle's own revenue share and CPM win over its parent's, the same
 * rule a line item follows over its IO. `chain` is the bundle first, then its parent, and so on up.
 */
export function effectiveBundleTerms(chain: readonly BundleLevel[]): EffectiveBundleTerms {
  const empty: BundleTerms = { bundleRevenueShare: null, bundleCpm: null };
  const terms = [...chain].reverse().reduce((inherited, level) => bundleTermsOf(inherited, level), empty);
  const revenueShareSetter = chain.find((level) => level.bundleRevenueShare !== null);
  const cpmSetter = chain.find((level) => level.bundleCpm !== null);
  return {
    ...terms,
    revenueShareFrom: revenueShareSetter ? ref(revenueShareSetter) : null,
    cpmFrom: cpmSetter ? ref(cpmSetter) : null,
  };
}
