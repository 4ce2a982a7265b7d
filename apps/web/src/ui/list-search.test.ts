import { describe, expect, it } from 'vitest';
import { type ListState, listSearchSchema, toggleStatus, toListQuery, toSearchParams } from './list-search';

const state: ListState = {
  page: 2,
  size: 25,
  sortProperty: 'name',
  sortDirection: 'asc',
  search: '',
  status: [],
  filters: {},
};

describe('list search params', () => {
  it('asks the list call for every status when none is chosen, under the endpoint search name', () => {
    expect(toListQuery({ ...state, search: 'atl' }, 'displayName')).toEqual({
      page: 2,
      size: 25,
      sortProperty: 'name',
      sortDirection: 'asc',
      displayName: 'atl',
      status: ['ACTIVE', 'INACTIVE', 'ARCHIVED'],
    });
    expect(toListQuery({ ...state, status: ['INACTIVE'] }, 'name').status).toEqual(['INACTIVE']);
  });

  it("writes no empty search to the URL, and '' for no status (absent means the default)", () => {
    expect(toSearchParams(state)).toEqual({
      page: 2,
      size: 25,
      sortProperty: 'name',
      sortDirection: 'asc',
      search: undefined,
      status: '',
    });
    expect(toSearchParams({ ...state, status: ['ACTIVE', 'ARCHIVED'] }).status).toBe('ACTIVE,ARCHIVED');
  });

  it('toggles a status in and out, keeping the statuses in their order', () => {
    expect(toggleStatus(['ARCHIVED'], 'ACTIVE')).toEqual(['ACTIVE', 'ARCHIVED']);
    expect(toggleStatus(['ACTIVE', 'ARCHIVED'], 'ACTIVE')).toEqual(['ARCHIVED']);
  });

  it("reads a list's own statuses (users: ENABLED, DISABLED) and falls back to the default on any other", () => {
    const schema = listSearchSchema(['name'], {
      sortProperty: 'name',
      sortDirection: 'asc',
      status: ['ENABLED'],
      statuses: ['ENABLED', 'DISABLED'],
    });
    expect(schema.parse({}).status).toEqual(['ENABLED']);
    expect(schema.parse({ status: 'DISABLED' }).status).toEqual(['DISABLED']);
    expect(schema.parse({ status: 'ACTIVE' }).status).toEqual(['ENABLED']);
    expect(toggleStatus(['DISABLED'], 'ENABLED', schema.statuses)).toEqual(['ENABLED', 'DISABLED']);
    expect(toListQuery({ ...state, status: [] }, 'search', schema.statuses).status).toEqual([
      'ENABLED',
      'DISABLED',
    ]);
  });

  it('reads a hand-edited URL as what it can show: no control characters in the search, page 0 for a bad page', () => {
    const schema = listSearchSchema(['name'], {
      sortProperty: 'name',
      sortDirection: 'asc',
      status: ['ACTIVE'],
    });
    expect(schema.parse({ search: 'ab\u0000c', page: 'abc' })).toMatchObject({ search: 'abc', page: 0 });
    expect(schema.parse({ search: 123 }).search).toBe('123');
  });

  it('keeps the first 200 characters of a longer search from the URL, which the API refuses whole, never half a character', () => {
    const schema = listSearchSchema(['name'], {
      sortProperty: 'name',
      sortDirection: 'asc',
      status: ['ACTIVE'],
    });
    expect(schema.parse({ search: 'x'.repeat(300) }).search).toBe('x'.repeat(200));
    expect(schema.parse({ search: `${'x'.repeat(199)}🎬🎬` }).search).toBe('x'.repeat(199));
    expect(schema.parse({ search: 'x'.repeat(200) }).search).toBe('x'.repeat(200));
  });
});
