import type { z } from 'zod';
import { badRequest } from './errors';

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
  try {
    return JSON.parse(text);
  } catch {
    throw badRequest(`${part}: must be JSON`);
  }
}
