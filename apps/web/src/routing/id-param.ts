import { notFound } from '@tanstack/react-router';

const MAX_ID = 2_147_483_647;

/** What a route throws when its URL names a record by something that is no id. */
export const NOT_AN_ID = 'not-an-id';

/** A record id as the URL gives it: a positive whole number, written plainly ('7', not '07' or '7.0'). */
export const parseId = (text: string): number | undefined =>
  /^[1-9]\d{0,9}$/.test(text) && Number(text) <= MAX_ID ? Number(text) : undefined;

/**
 * The `params` option of a route whose named params are record ids: numbers in code, text in the
 * URL. Text that is no id shows the Not found page; the page never opens nor asks the API.
 */
export function idParams<K extends string>(...names: K[]) {
  return {
    parse: (raw: Record<K, string>) =>
      Object.fromEntries(
        names.map((name) => {
          const id = parseId(raw[name]);
          if (id === undefined) throw notFound({ data: NOT_AN_ID });
          return [name, id];
        }),
      ) as Record<K, number>,
    stringify: (params: Record<K, number>) =>
      Object.fromEntries(names.map((name) => [name, String(params[name])])) as Record<K, string>,
  };
}
