// zod/mini: these schemas are on the sign-in page's first load, where the classic build's size counts.
import { z } from 'zod/mini';

/** Every error answer of the API has this body. */
export const ErrorBodySchema = z.object({ code: z.int(), messages: z.array(z.string()) });
export type ErrorBody = z.infer<typeof ErrorBodySchema>;

/**
 * Codes 2001, 2003, 2005 and 2009 carry messages meant for the user (part 2 §8); the web shows
 * each as its own toast. For every other code the web shows the call's fallback message.
 */
export const ERROR_CODES = {
  VALIDATION: 2001,
  CONFLICT: 2003,
  RULE: 2005,
  TOO_MANY_REQUESTS: 2009,
  INTERNAL: 1000,
  UNAUTHENTICATED: 1001,
  FORBIDDEN: 1003,
  NOT_FOUND: 1004,
  // The request itself is unusable (the web never sends these): 1000 + the HTTP status's last digits.
  METHOD_NOT_ALLOWED: 1005,
  REQUEST_TIMEOUT: 1008,
  PAYLOAD_TOO_LARGE: 1013,
  URI_TOO_LONG: 1014,
  UNSUPPORTED_MEDIA_TYPE: 1015,
  HEADERS_TOO_LARGE: 1031,
  UNAVAILABLE: 1503,
} as const;

export const USER_MESSAGE_CODES: readonly number[] = [
  ERROR_CODES.VALIDATION,
  ERROR_CODES.CONFLICT,
  ERROR_CODES.RULE,
  ERROR_CODES.TOO_MANY_REQUESTS,
];

/** The messages to show for an error body: its own when its code carries them, else the fallback. */
export function messagesToShow(body: unknown, fallback: string): string[] {
  const parsed = ErrorBodySchema.safeParse(body);
  if (parsed.success && USER_MESSAGE_CODES.includes(parsed.data.code) && parsed.data.messages.length > 0) {
    return parsed.data.messages;
  }
  return [fallback];
}
