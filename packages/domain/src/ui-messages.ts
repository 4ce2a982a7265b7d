/**
 * Messages of daily use that the spec does not word (issue 7): session end, refused writes,
 * unsaved changes, the Forbidden and Not found pages.
 */
export const UI_MESSAGES = {
  sessionExpired: 'Your session has expired. Please sign in again.',
  writeForbidden: 'Your role may not make this change.',
  listLoadFailed: 'The list could not be loaded.',
  retry: 'Retry',
  unsavedChanges: 'You have unsaved changes. Leave this page and lose them?',
  notFound: 'Not found',
  notFoundText: 'There is no page at this address.',
  forbiddenText: 'Your role may not open this page.',
  goHome: 'Go to your home page',
  // A menu entry part 2 §6 gives the role whose page the role's permissions refuse.
  menuEntryRefused: 'Not open to your role',
} as const;
