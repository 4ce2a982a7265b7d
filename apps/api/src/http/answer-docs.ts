import { z } from 'zod';

/**
 * Answers that are not a JSON body, as the OpenAPI document should show them: the spec's auth
 * calls answer text (some of it holding JSON), writes that have nothing to say answer 204, and
 * file routes name their type.
 */
export const textAnswer = (description: string) => ({
  200: { description, content: { 'text/plain': { schema: z.string() } } },
});

/**
 * No body: OpenAPI shows a `null` schema as an answer without content, and handlers type it as
 * nothing sent (`reply.send()`).
 */
const nothing = (description: string) => z.null().describe(description) as unknown as z.ZodType<void>;

export const noContent = (description = 'Done; nothing is sent back') => ({ 204: nothing(description) });

/** An answer that says everything in its status and headers. */
export const bodiless = (status: number, description: string) => ({ [status]: nothing(description) });

const TEXT_TYPES = /^(text\/|application\/(json|xml))/;

/** A file of one of these types, as the handler streams or sends it: text as a string, the rest as bytes. */
export const fileAnswer = (...types: string[]) => ({
  200: {
    description: `The file (${types.join(' or ')})`,
    content: Object.fromEntries(
      types.map((type) => [
        type,
        {
          schema: z
            .any()
            .meta(TEXT_TYPES.test(type) ? { type: 'string' } : { type: 'string', format: 'binary' }),
        },
      ]),
    ),
  },
});
