/** What the alerts screens and the server say that the spec does not word. */
export const ALERT_NOTICES = {
  created: 'Alert rule created successfully',
  updated: 'Alert rule updated successfully',
  archived: 'Alert rule archived successfully',
  unarchived: 'Alert rule unarchived successfully',
  errorSave: 'Error occurred during alert rule save',
  errorStatus: 'Error occurred during alert rule status change',
  errorFetching: 'Error occurred while fetching alert rules',
  errorAutocomplete: 'Error while fetching alert rule autocomplete data.',
  acknowledged: 'Alert acknowledged',
  muted: 'Alert rule muted',
  unmuted: 'Alert rule unmuted',
  errorAlerts: 'Error occurred while fetching alerts',
} as const;

export const ALERT_MESSAGES = {
  scopeRequired: 'Choose the record the rule watches',
  scopeNotWanted: 'A rule on the whole network names no record',
  pacingNeedsLineItem: "A line item's pacing is watched on a line item",
  dropPercent: 'The drop is a percentage from 1 to 100',
  noDeliveryHours: 'No delivery is watched over 1 to 72 hours',
  belowValue: 'The value must not be negative',
  scopeNotFound: (what: string, id: number) => `${what} ${id} not found`,
  scopeOutsideNetwork: (what: string) => `The ${what.toLowerCase()} is not in the rule's network`,
  muteHours: 'Mute for 1 to 168 hours',
} as const;
