const MAX_ID = 2_147_483_647;

/** A record id as the URL or a search box gives it: a positive whole number, written plainly ('7', not '07' or '7.0'). */
export const parseId = (text: string): number | undefined =>
  /^[1-9]\d{0,9}$/.test(text) && Number(text) <= MAX_ID ? Number(text) : undefined;
