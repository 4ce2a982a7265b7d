import type { PublicationStatus } from '../enumerations';

/**
 * A package is drafted, made ready (checked, waiting for its publication), published in two steps
 * (PUBLISHING while it is offered out, PUBLISHED once it is) and withdrawn back to a draft. A failed
 * publication goes back to READY.
 */
export const PUBLICATION_TRANSITIONS: Readonly<Record<PublicationStatus, readonly PublicationStatus[]>> = {
  DRAFT: ['READY'],
  READY: ['DRAFT', 'PUBLISHING'],
  PUBLISHING: ['PUBLISHED', 'READY'],
  PUBLISHED: ['DRAFT'],
};

export const canMovePublication = (from: PublicationStatus, to: PublicationStatus): boolean =>
  PUBLICATION_TRANSITIONS[from].includes(to);

/** Statuses past the draft: the package must hold inventory to reach them. */
export const needsInventory = (to: PublicationStatus): boolean => to !== 'DRAFT';

/** Button labels of each move, as the package page offers them. */
export const PUBLICATION_ACTIONS: Readonly<Record<PublicationStatus, string>> = {
  DRAFT: 'Back to draft',
  READY: 'Mark ready',
  PUBLISHING: 'Publish',
  PUBLISHED: 'Confirm published',
};
