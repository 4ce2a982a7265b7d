/**
 * Notices of the demand and placement screens that the spec does not word (part 1 §8 words only
 * the connections list and placements dialog fetch errors, which are in MESSAGES).
 */
export const DEMAND_NOTICES = {
  partner: {
    created: 'Demand partner created successfully',
    updated: 'Demand partner updated successfully',
    archived: 'Demand partner archived successfully',
    unarchived: 'Demand partner reactivated successfully',
    errorSave: 'Error occurred during demand partner save',
    errorStatus: 'Error occurred during demand partner status change',
  },
  errorFetchingPartners: 'Error occurred while fetching demand partners',
  errorFetchingNetworks: 'Error occurred while fetching networks',
  connectionCreated: 'Connection created successfully',
  connectionDuplicated: 'Connection duplicated successfully',
  connectionUpdated: 'Connection updated successfully',
  connectionArchived: 'Connection archived successfully',
  connectionUnarchived: 'Connection unarchived successfully',
  placementsAssigned: 'Connection placements saved successfully',
  errorConnectionSave: 'Error occurred during connection save',
  errorConnectionStatus: 'Error occurred during connection status change',
  errorAssignPlacements: 'Error occurred during saving connection placements',
  errorFetchingCalls: "Error occurred while fetching the connection's partner calls",
} as const;

export const PLACEMENT_NOTICES = {
  created: 'Placement created successfully',
  updated: 'Placement updated successfully',
  archived: 'Placement archived successfully',
  unarchived: 'Placement unarchived successfully',
  errorSave: 'Error occurred during placement save',
  errorStatus: 'Error occurred during placement status change',
  errorFetching: 'Error occurred while fetching placements',
  /** A warning, not an error: a CPM under the floor is allowed but rarely meant. */
  cpmBelowFloor: 'CPM is below the floor',
} as const;
