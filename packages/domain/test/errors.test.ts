import { describe, expect, it } from 'vitest';
import { ERROR_CODES, ErrorBodySchema, messagesToShow, USER_MESSAGE_CODES } from '../src/errors';
import { MESSAGES } from '../src/messages';

const fallback = MESSAGES.errorFetchingPublishers;

describe('error answers (part 2 §8)', () => {
  it('Server errors with codes 2001, 2003, 2005 or 2009 carry a message list', () => {
    expect([...USER_MESSAGE_CODES].sort()).toEqual([2001, 2003, 2005, 2009]);
    expect(ERROR_CODES).toMatchObject({
      VALIDATION: 2001,
      CONFLICT: 2003,
      RULE: 2005,
      TOO_MANY_REQUESTS: 2009,
    });
  });

  it('when the error response carries validation messages, each is shown as its own error notice', () => {
    for (const code of [2001, 2003, 2005, 2009]) {
      expect(messagesToShow({ code, messages: ['Name is required', 'Email is taken'] }, fallback)).toEqual([
        'Name is required',
        'Email is taken',
      ]);
    }
  });

  it('For other codes a generic message is shown', () => {
    expect(messagesToShow({ code: 1000, messages: ['NullPointerException'] }, fallback)).toEqual([fallback]);
    expect(messagesToShow({ code: 1003, messages: ['Forbidden'] }, fallback)).toEqual([fallback]);
  });

  it('Otherwise a fallback is shown: no messages, or a body of another shape', () => {
    expect(messagesToShow({ code: 2001, messages: [] }, fallback)).toEqual([fallback]);
    expect(messagesToShow('Internal Server Error', fallback)).toEqual([fallback]);
    expect(messagesToShow(null, fallback)).toEqual([fallback]);
    expect(messagesToShow({ code: '2001', messages: ['x'] }, fallback)).toEqual([fallback]);
  });

  it('the error body is { code, messages }', () => {
    expect(ErrorBodySchema.safeParse({ code: 1001, messages: ['Invalid credentials'] }).success).toBe(true);
    expect(ErrorBodySchema.safeParse({ code: 1001 }).success).toBe(false);
  });
});
