/** Part 2 §2: the shared pickers' default labels and placeholders. */
export const PICKER_LABELS = {
  deal: 'Select deal',
  domain: 'Select domain',
  demandPartner: 'Demand partner search',
  connection: 'Select connection',
  flag: 'Select flag',
  genre: 'Select genre',
  country: 'Select country',
  lineItem: 'Select line item',
  placement: 'Select placement',
  targeting: 'Select targeting set',
  collection: 'Select collection',
  publisher: 'Publisher search',
  contentOwner: 'Select content owner',
  tag: 'Select tag',
  // The spec gives apps and bundle ids pickers no label; these follow the others.
  app: 'Select app',
  bundle: 'Select bundle ID',
  advertiser: 'Select advertiser',
  order: 'Select campaign',
  creative: 'Select creative',
} as const;

export const PICKER_PLACEHOLDER = 'Search';

/** Demand partner and publisher pickers say so. */
export const AUTOCOMPLETE_PLACEHOLDER = 'Search (autocomplete)';

/** Part 2 §2: the domain picker's hint when a publisher has no domains. */
export const NO_DOMAINS_HINT = "Publisher doesn't have any domains";
