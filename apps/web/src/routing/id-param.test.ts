import { isNotFound } from '@tanstack/react-router';
import { describe, expect, it } from 'vitest';
import { idParams, parseId } from './id-param';

describe('record ids in the URL (issue 7)', () => {
  it('reads a positive whole number and nothing else', () => {
    expect(parseId('7')).toBe(7);
    expect(parseId('2147483647')).toBe(2147483647);
    for (const text of ['abc', '', '0', '-3', '1.5', '07', '1e3', ' 7', '2147483648'])
      expect(parseId(text)).toBeUndefined();
  });

  it('turns text that is no id into Not found instead of a NaN request', () => {
    const params = idParams('dpId', 'id');
    expect(params.parse({ dpId: '4', id: '12' })).toEqual({ dpId: 4, id: 12 });
    expect(params.stringify({ dpId: 4, id: 12 })).toEqual({ dpId: '4', id: '12' });
    let thrown: unknown;
    try {
      params.parse({ dpId: '4', id: 'abc' });
    } catch (error) {
      thrown = error;
    }
    expect(isNotFound(thrown)).toBe(true);
  });
});
