import { SERVER_MESSAGES } from '@adcast/domain/messages';
import type { z } from 'zod';
import { badRequest } from './errors';
import { findNulText } from './nul-guard';

/** Zod issues as the API words them elsewhere: 'field: message'. */
const issuesOf = (error: z.ZodError) =>
  error.issues.map((issue) =>
    issue.path.length ? `${issue.path.join('.')}: ${issue.message}` : issue.message,
  );

/** The value checked by the schema; a 400 with each issue otherwise. */
export function parsedBy<T>(schema: z.ZodType<T>, value: unknown): T {
  const result = schema.safeParse(value);
  if (!result.success) throw badRequest(...issuesOf(result.error));
  return result.data;
}

/** A multipart part that carries JSON (part 2 §7 multipart writes: the record's JSON beside its files). */
export function jsonPart(text: string | undefined, part: string): unknown {
  if (text === undefined) throw badRequest(`${part}: is required`);
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    throw badRequest(`${part}: must be JSON`);
  }
  // An escaped \u0000 becomes a NUL once parsed: refused like one in a JSON body.
  const nul = findNulText(value);
  if (nul !== null) throw badRequest(SERVER_MESSAGES.nulCharacter(nul === 'text' ? part : `${part}.${nul}`));
  return value;
}
