import type { ErrorBody } from '@adcast/domain/errors';

/** What tus answers when a hook refuses: an HTTP status and our `{ code, messages }` body. */
export type Refusal = { status_code: number; body: string };

export const refusal = (status: number, code: number, ...messages: string[]): Refusal => ({
  status_code: status,
  body: JSON.stringify({ code, messages } satisfies ErrorBody),
});
