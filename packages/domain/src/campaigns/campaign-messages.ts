/** Messages and notices of advertisers and orders that the spec does not word. */
export const CAMPAIGN_MESSAGES = {
  duplicateAdvertiser: 'An advertiser with this name already exists in this network',
  similarAdvertisers: (names: readonly string[]) =>
    `A similar advertiser exists: ${names.join(', ')}. Open it rather than making a duplicate.`,
  threshold: 'The threshold must be a number above 0 and at most 1',
  searchTerm: 'Give the name to search for (searchTerm)',
  errorAdvertiserAutocomplete: 'Error while fetching advertiser autocomplete data.',
  errorOrderAutocomplete: 'Error while fetching campaign autocomplete data.',
  advertiserNotFound: (id: number) => `Advertiser ${id} not found`,
  advertiserKeepsNetwork: 'An advertiser with campaigns keeps its network: its campaigns are filed under it',
  advertiserArchived: 'The advertiser is archived: unarchive it before giving it campaigns',
  budget: (max: number) =>
    `Budget must be 0 or more, at most ${max.toLocaleString('en-US')}, with at most 2 decimals`,
  revenueShare: 'Bundle revenue share is a percentage from 0 to 100, with at most 2 decimals',
  ioNumber: 'IO number: at most 64 characters',
  messageBody: 'Write a message of at most 4000 characters',
  mentionNotAllowed: (emails: readonly string[]) =>
    `Only users who may see this campaign can be mentioned; these cannot: ${emails.join(', ')}`,
  mentionSubject: (orderName: string) => `You were mentioned in the discussion of campaign ${orderName}`,
  errorDiscussion: 'Error occurred while fetching the discussion',
  errorPost: 'Error occurred while posting the message',
} as const;

export const ADVERTISER_NOTICES = {
  created: 'Advertiser created successfully',
  updated: 'Advertiser updated successfully',
  archived: 'Advertiser archived successfully',
  unarchived: 'Advertiser unarchived successfully',
  errorSave: 'Error occurred during advertiser save',
  errorStatus: 'Error occurred during advertiser status change',
  errorFetching: 'Error occurred while fetching advertisers',
} as const;

export const ORDER_NOTICES = {
  created: 'Campaign created successfully',
  updated: 'Campaign updated successfully',
  archived: 'Campaign archived successfully',
  unarchived: 'Campaign unarchived successfully',
  errorSave: 'Error occurred during campaign save',
  errorStatus: 'Error occurred during campaign status change',
  errorFetching: 'Error occurred while fetching campaigns',
} as const;
