import type { z } from 'zod';
import { badRequest } from '../http/errors';

/** A changelog snapshot as a write's input; one that no longer passes today's rules cannot be written back. */
export function snapshotInput<S extends z.ZodType>(schema: S, value: unknown): z.output<S> {
  const parsed = schema.safeParse(value);
  if (!parsed.success) throw badRequest(...parsed.error.issues.map((issue) => issue.message));
  return parsed.data;
}
