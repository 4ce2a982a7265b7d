import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { commaListSchema } from '../src/list-schemas';
import { buildQueryParams, queryEntries, withCacheBuster, withQuery } from '../src/query';

describe('buildQueryParams', () => {
  it('Empty values are dropped when query parameters are built. Array values are comma-joined.', () => {
    const query = buildQueryParams({
      page: 0,
      size: 10,
      name: '',
      status: ['ACTIVE', 'INACTIVE'],
      ids: [],
      coId: null,
      dpId: undefined,
      missingThumb: false,
    });
    expect(new URLSearchParams(query).get('status')).toBe('ACTIVE,INACTIVE');
    expect([...new URLSearchParams(query).keys()]).toEqual(['page', 'size', 'status', 'missingThumb']);
    expect(query).toBe('page=0&size=10&status=ACTIVE%2CINACTIVE&missingThumb=false');
  });

  it('drops empty items inside an array, and the array when none are left', () => {
    expect(queryEntries({ ids: [1, null, '', 2], tags: [null, ''] })).toEqual([['ids', '1,2']]);
  });

  it('writes a date as an ISO instant', () => {
    expect(queryEntries({ from: new Date(Date.UTC(2024, 0, 2)) })).toEqual([
      ['from', '2024-01-02T00:00:00.000Z'],
    ]);
  });

  it('never emits an empty value', () => {
    const value = fc.oneof(
      fc.constant(null),
      fc.constant(undefined),
      fc.string(),
      fc.integer(),
      fc.boolean(),
      fc.array(fc.oneof(fc.constant(null), fc.constant(''), fc.string(), fc.integer())),
    );
    fc.assert(
      fc.property(fc.dictionary(fc.string({ minLength: 1 }), value), (params) => {
        for (const [, text] of new URLSearchParams(buildQueryParams(params))) expect(text).not.toBe('');
      }),
    );
  });

  it('appends to a path, or leaves it bare', () => {
    expect(withQuery('/api/publishers', { ids: [1, 2], name: '' })).toBe('/api/publishers?ids=1%2C2');
    expect(withQuery('/api/publishers', { name: '' })).toBe('/api/publishers');
    expect(withQuery('/api/x?a=1', { b: 2 })).toBe('/api/x?a=1&b=2');
  });
});

describe('commaListSchema (reading comma-joined query values)', () => {
  const ids = commaListSchema(z.coerce.number().int().positive());

  it("reads 'ids=1,2' and repeated values alike", () => {
    expect(ids.parse('1,2')).toEqual([1, 2]);
    expect(ids.parse(['1', '2,3'])).toEqual([1, 2, 3]);
  });

  it('reads a missing or empty value as no list', () => {
    expect(ids.parse(undefined)).toBeUndefined();
    expect(ids.parse('')).toBeUndefined();
  });

  it('refuses items of the wrong kind', () => {
    expect(ids.safeParse('1,x').success).toBe(false);
  });

  it('round trips what buildQueryParams joined', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 1 }), { minLength: 1 }), (list) => {
        const joined = new URLSearchParams(buildQueryParams({ ids: list })).get('ids');
        expect(ids.parse(joined)).toEqual(list);
      }),
    );
  });
});

describe('withCacheBuster', () => {
  it('The poster URL of a video gets a timestamp appended against caching.', () => {
    expect(withCacheBuster('/thumbs/1.png', 1700000000000)).toBe('/thumbs/1.png?t=1700000000000');
    expect(withCacheBuster('/thumbs/1.png?size=s', 5)).toBe('/thumbs/1.png?size=s&t=5');
  });
});
