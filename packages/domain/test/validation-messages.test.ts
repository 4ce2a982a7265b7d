import { beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { z as mini } from 'zod/mini';
import { speakValidationToPeople } from '../src/validation-messages';

const messagesOf = (schema: z.ZodType | mini.ZodMiniType, value: unknown) => {
  const result = schema.safeParse(value);
  return result.success ? [] : result.error.issues.map((issue) => issue.message);
};

describe('validation messages a person reads', () => {
  beforeAll(speakValidationToPeople);

  it('say limits in words, not the validator\'s "Too big: expected string to have <=200 characters"', () => {
    expect(messagesOf(z.string().max(200), 'x'.repeat(201))).toEqual(['At most 200 characters']);
    expect(messagesOf(z.string().min(3), 'ab')).toEqual(['At least 3 characters']);
    expect(messagesOf(z.string().min(1), '')).toEqual(['Required']);
    expect(messagesOf(z.array(z.string()).max(2), ['a', 'b', 'c'])).toEqual(['At most 2 entries']);
    expect(messagesOf(z.number().max(100), 101)).toEqual(['Must be at most 100']);
    expect(messagesOf(mini.string().check(mini.maxLength(5)), 'toolong')).toEqual(['At most 5 characters']);
  });

  it('say what was expected, and that a missing value is required', () => {
    expect(messagesOf(z.object({ name: z.string() }), {})).toEqual(['Required']);
    expect(messagesOf(z.number(), 'seven')).toEqual(['Must be a number']);
    expect(messagesOf(z.enum(['ACTIVE', 'INACTIVE']), 'GONE')).toEqual(['Must be one of: ACTIVE, INACTIVE']);
    expect(messagesOf(z.strictObject({}), { extra: 1 })).toEqual(['Unknown field: extra']);
    expect(messagesOf(z.email(), 'nope')).toEqual(['Must be an email address']);
  });

  it("leave a schema's own message as it is", () => {
    expect(messagesOf(z.string().max(2, 'Name is too long'), 'abc')).toEqual(['Name is too long']);
  });
});
