import type { ListFilter } from '../contracts/list-filters';

/**
 * The demand partner and publisher lists' "Supply chain" chip (issue 24 ★): rows with a mismatch
 * (the count the list's Supply chain column shows is above zero) or rows without.
 */
export const SUPPLY_CHAIN_LIST_FILTER = {
  kind: 'enum',
  param: 'supplyChain',
  label: 'Supply chain',
  options: [
    { key: 'MISMATCH', label: 'With a mismatch' },
    { key: 'CONSISTENT', label: 'Without a mismatch' },
  ],
} as const satisfies ListFilter;
