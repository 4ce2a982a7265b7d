import { describe, expect, it } from 'vitest';
import { type ListState, toggleStatus, toListQuery, toSearchParams } from './list-search';

const state: ListState = {
  page: 2,
  size: 25,
  sortProperty: 'name',
  sortDirection: 'asc',
  search: '',
  status: [],
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
});
