import { describe, expect, it } from 'vitest';
import { IdSchema, IdTextSchema, MAX_ID } from '../src/ids';
import { IdListSchema } from '../src/list-schemas';

describe('ids (issue 6 §4: an id is a plain positive decimal integer or a 400)', () => {
  it('reads plain decimal ids from 1 to 2^31-1', () => {
    expect(IdTextSchema.parse('1')).toBe(1);
    expect(IdTextSchema.parse('2147483647')).toBe(MAX_ID);
    expect(IdSchema.parse(MAX_ID)).toBe(MAX_ID);
  });

  it.each(['0x1', '1e0', '+1', '0b1', '01', '1.0', ' 1', '0', '-1', '2147483648', '99999999999', ''])(
    'refuses %j with the id message',
    (text) => {
      const result = IdTextSchema.safeParse(text);
      expect(result.error?.issues[0]?.message).toBe('An id must be a whole number from 1 to 2147483647');
    },
  );

  it('refuses body ids out of the integer column range', () => {
    for (const id of [0, -1, 1.5, 2_147_483_648, Number.MAX_SAFE_INTEGER]) {
      expect(IdSchema.safeParse(id).success, String(id)).toBe(false);
    }
  });

  it('id lists hold the same ids, comma-joined or repeated', () => {
    expect(IdListSchema.parse('1,2')).toEqual([1, 2]);
    expect(IdListSchema.parse(['3', '4'])).toEqual([3, 4]);
    expect(IdListSchema.safeParse('1,2147483648').success).toBe(false);
  });
});
