/** Toasts of the placement screens; the spec words none of them. */
export const PLACEMENT_NOTICES = {
  created: 'Placement created successfully',
  updated: 'Placement updated successfully',
  archived: 'Placement archived successfully',
  unarchived: 'Placement unarchived successfully',
  errorSave: 'Error occurred during placement save',
  errorStatus: 'Error occurred during placement status change',
  errorFetching: 'Error occurred while fetching placements',
} as const;
