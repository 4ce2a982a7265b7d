import { readableChangesOf } from '@adcast/domain/changelog/changelog';
import { describe, expect, it } from 'vitest';

const entry = (entityType: string, changes: { field: string; before: unknown; after: unknown }[]) => ({
  entityType,
  changes,
});

describe("the changelog's changes as a person reads them (issue 31)", () => {
  it("names a record's fields by its column labels and its codes by their labels", () => {
    const changes = readableChangesOf(
      entry('PLACEMENT', [
        { field: 'bidFloor', before: 1.5, after: 2 },
        { field: 'type', before: 'VAST_WEB', after: 'AUDIO_BACKFILL' },
        { field: 'status', before: 'ACTIVE', after: 'INACTIVE' },
      ]),
    );
    expect(changes.map(({ label, before, after }) => `${label}: ${before} → ${after}`)).toEqual([
      'Floor: 1.5 → 2',
      'Type: VAST web → Audio backfill',
      'Status: Active → Inactive',
    ]);
  });

  it('shows a referenced record by its name, and leaves out the id beside it', () => {
    const changes = readableChangesOf(
      entry('PLACEMENT', [
        { field: 'publisherId', before: 1, after: 2 },
        { field: 'publisher', before: { id: 1, name: 'Aurora Streaming' }, after: { id: 2, name: 'Nimbus' } },
      ]),
    );
    expect(changes).toEqual([
      { field: 'publisher', label: 'Publisher', before: 'Aurora Streaming', after: 'Nimbus' },
    ]);
  });

  it('names an id list without its names by the records it lists, never by its key', () => {
    const [change] = readableChangesOf(entry('USER', [{ field: 'publisherIds', before: [], after: [4, 7] }]));
    expect(change).toEqual({ field: 'publisherIds', label: 'Publishers', before: '—', after: '4, 7' });
  });

  it("shows a user's roles, a document's size and a switch by their labels", () => {
    expect(
      readableChangesOf(
        entry('USER', [{ field: 'roles', before: ['ADMIN'], after: ['REV_OPS', 'DESIGNER'] }]),
      )[0],
    ).toMatchObject({ before: 'Admin', after: 'Rev Ops, Designer' });
    expect(
      readableChangesOf(entry('DOCUMENT', [{ field: 'byteSize', before: null, after: 1536 }]))[0],
    ).toMatchObject({ label: 'Size', before: '—', after: '1.5 Kb' });
    expect(
      readableChangesOf(entry('USER', [{ field: 'twoFactor', before: false, after: true }]))[0],
    ).toMatchObject({ label: 'Two-factor authentication', before: 'No', after: 'Yes' });
  });

  it('writes days as MM/dd/yyyy and an unlabelled field in words', () => {
    const [change] = readableChangesOf(
      entry('CHANNEL', [{ field: 'startDate', before: '2026-11-19', after: null }]),
    );
    expect(change).toEqual({ field: 'startDate', label: 'Start date', before: '11/19/2026', after: '—' });
  });
});
