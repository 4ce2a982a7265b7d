import type { PublicationStatus } from '../enumerations';

/** Messages of supply packages, the marketplace and its routing that the spec does not word. */
export const SUPPLY_PACKAGE_MESSAGES = {
  selectedNeedsInventory: 'Choose at least one placement, or sell all of the network’s inventory',
  allTakesNoPlacements: 'A package of all inventory names no placements: choose Selected or New',
  duplicateName: 'A supply package with this name already exists in this network',
  placementsNotFound: (ids: readonly number[]) => `Placements not found: ${ids.join(', ')}`,
  outsideNetwork: (ids: readonly number[]) =>
    `Placements must belong to the package's network; these do not: ${ids.join(', ')}`,
  targetingNotFound: 'Targeting set not found',
  targetingOutsideNetwork: "The targeting set must belong to the package's network",
  illegalTransition: (from: PublicationStatus, to: PublicationStatus) =>
    `A ${from.toLowerCase()} package cannot move to ${to.toLowerCase()}`,
  noInventory: 'The package holds no active placement: add inventory before it is made ready',
  needsNetwork: 'A package is shared from a network: give it a network first',
  shareOwnNetwork: 'A package is not shared with its own network',
  shareNotPublished: 'Only a published package is shared with other networks',
  networksNotFound: (ids: readonly number[]) => `Networks not found: ${ids.join(', ')}`,
  dealNeedsInventory: 'The package holds no active placement to make a deal on',
  forecastNeedsInventory: 'The package holds no active placement to forecast',
  genresNotRead: "The facts carry no genre: the package's genres are not part of its forecast.",
} as const;

export const SUPPLY_PACKAGE_NOTICES = {
  created: 'Supply package created successfully',
  updated: 'Supply package updated successfully',
  archived: 'Supply package archived successfully',
  unarchived: 'Supply package unarchived successfully',
  errorSave: 'Error occurred during supply package save',
  errorStatus: 'Error occurred during supply package status change',
  errorFetching: 'Error occurred while fetching supply packages',
  published: 'Publication status changed',
  dealMade: 'Deal created from the package',
  sharesSaved: 'Marketplace sharing saved',
} as const;

export const MARKETPLACE_MESSAGES = {
  chooseNetwork: 'Choose a network',
  networkNotFound: 'Network not found',
} as const;
