/** Row ids are PostgreSQL `integer`s: 1 to 2^31-1. Apart from ids.ts, which needs the classic zod build. */
export const MAX_ID = 2_147_483_647;
