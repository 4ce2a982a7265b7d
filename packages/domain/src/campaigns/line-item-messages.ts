/** Messages and notices of line items that the spec does not word. */
export const LINE_ITEM_MESSAGES = {
  goalAmount: (max: number) => `The goal must be above 0 and at most ${max.toLocaleString('en-US')}`,
  wholeImpressions: 'An impressions goal is a whole number of impressions',
  timeZone: 'Choose a time zone from the list (IANA names such as America/New_York)',
  frequencyCap: (max: number) =>
    `The frequency cap is a whole number from 1 to ${max.toLocaleString('en-US')}`,
  frequencyPair: 'Give the frequency cap with its period, or neither',
  priority: (min: number, max: number) => `Priority is a whole number from ${min} (served first) to ${max}`,
  orderNotFound: (id: number) => `Campaign ${id} not found`,
  orderArchived: 'The campaign is archived: unarchive it before giving it line items',
  flightOutsideOrder: (order: { startDate: string; endDate: string }) =>
    `The flight must lie within its campaign's flight, ${order.startDate} to ${order.endDate}`,
  extendNotLater: (currentEnd: string) =>
    `The new end date must be after the current end date, ${currentEnd}`,
  refreshQueued: 'The line items’ health is being refreshed',
  extended: 'Line item extended successfully',
  errorDelivery: 'Error occurred while fetching the line item delivery',
  errorExtend: 'Error occurred while extending the line item',
  errorRefresh: 'Error occurred while refreshing the line items’ health',
} as const;

export const LINE_ITEM_NOTICES = {
  created: 'Line item created successfully',
  updated: 'Line item updated successfully',
  archived: 'Line item archived successfully',
  unarchived: 'Line item unarchived successfully',
  errorSave: 'Error occurred during line item save',
  errorStatus: 'Error occurred during line item status change',
  errorFetching: 'Error occurred while fetching line items',
} as const;
