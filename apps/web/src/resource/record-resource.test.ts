import { describe, expect, it } from 'vitest';
import { placementResource } from '../features/inventory/placements/placement-resource';

describe('a list route validates the search params a link gives', () => {
  // The router hands validateSearch the raw params; its input marker type exists only for links.
  const validate = (search: Record<string, unknown>) => placementResource.validateListSearch(search as never);

  it('adds nothing to a link without params, so its URL stays as written', () => {
    expect(validate({})).toEqual({});
  });

  it('keeps the given params in URL form and replaces unknown values with the defaults', () => {
    expect(
      validate({
        page: 2,
        size: 7,
        sortProperty: 'nope',
        status: 'ARCHIVED,ACTIVE',
        search: 'x',
      }),
    ).toEqual({ page: 2, size: 10, sortProperty: 'name', status: 'ACTIVE,ARCHIVED', search: 'x' });
  });

  it('keeps an empty status choice (every status) and drops an empty search', () => {
    expect(validate({ status: '', search: '' })).toEqual({ status: '' });
  });
});
