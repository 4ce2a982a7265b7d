import { DEMAND_MESSAGES } from '@adcast/domain/demand/messages';
import { DEFAULT_STATUS_TRANSITIONS, RECORD_MESSAGES, type StatusTransitions } from '@adcast/domain/records';
import { describe, expect, it } from 'vitest';
import { statusAfter, transitionRefusal } from '../src/records/tracked-write';

/** A record type that must be made inactive before it is archived, and comes back inactive. */
const CAREFUL: StatusTransitions = {
  ACTIVE: ['ACTIVE', 'INACTIVE'],
  INACTIVE: ['ACTIVE', 'INACTIVE', 'ARCHIVED'],
  ARCHIVED: ['INACTIVE'],
};

describe('status transitions of a record (issue 6 §1)', () => {
  it('by default active and inactive move freely and may be archived; archived comes back active', () => {
    const refusal = (status: 'ACTIVE' | 'INACTIVE' | 'ARCHIVED', to: 'ACTIVE' | 'INACTIVE' | 'ARCHIVED') =>
      transitionRefusal('placement', status, { action: 'UPDATE', status: to });
    expect(refusal('ACTIVE', 'INACTIVE')).toBeNull();
    expect(refusal('INACTIVE', 'ACTIVE')).toBeNull();
    expect(transitionRefusal('placement', 'ACTIVE', { action: 'ARCHIVE', status: 'ARCHIVED' })).toBeNull();
    expect(transitionRefusal('placement', 'ARCHIVED', { action: 'UNARCHIVE', status: 'ACTIVE' })).toBeNull();
    expect(DEFAULT_STATUS_TRANSITIONS.ARCHIVED).toEqual(['ACTIVE']);
  });

  it('keeps the archive rules first: an archived row is not edited, archived twice or unarchived when live', () => {
    expect(transitionRefusal('connection', 'ARCHIVED', { action: 'UPDATE', status: 'ACTIVE' })).toBe(
      DEMAND_MESSAGES.archivedNotEditable('connection'),
    );
    expect(transitionRefusal('connection', 'ARCHIVED', { action: 'ARCHIVE', status: 'ARCHIVED' })).toBe(
      DEMAND_MESSAGES.alreadyArchived('connection'),
    );
    expect(transitionRefusal('connection', 'INACTIVE', { action: 'UNARCHIVE', status: 'ACTIVE' })).toBe(
      DEMAND_MESSAGES.notArchived('connection'),
    );
  });

  it("refuses what a record's own transitions leave out, naming both statuses", () => {
    expect(transitionRefusal('deal', 'ACTIVE', { action: 'ARCHIVE', status: 'ARCHIVED' }, CAREFUL)).toBe(
      'The deal cannot move from Active to Archived',
    );
    expect(transitionRefusal('deal', 'ARCHIVED', { action: 'UNARCHIVE', status: 'ACTIVE' }, CAREFUL)).toBe(
      RECORD_MESSAGES.statusTransition('deal', 'ARCHIVED', 'ACTIVE'),
    );
    expect(
      transitionRefusal('deal', 'INACTIVE', { action: 'ARCHIVE', status: 'ARCHIVED' }, CAREFUL),
    ).toBeNull();
    expect(
      transitionRefusal('deal', 'ARCHIVED', { action: 'UNARCHIVE', status: 'INACTIVE' }, CAREFUL),
    ).toBeNull();
    expect(statusAfter(false, CAREFUL)).toBe('INACTIVE');
    expect(statusAfter(false)).toBe('ACTIVE');
    // An edit that keeps the status is no transition.
    expect(transitionRefusal('deal', 'ACTIVE', { action: 'UPDATE', status: 'ACTIVE' }, CAREFUL)).toBeNull();
    expect(transitionRefusal('deal', 'ACTIVE', { action: 'UPDATE' }, CAREFUL)).toBeNull();
  });
});
