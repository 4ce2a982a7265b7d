import { notFound } from '@tanstack/react-router';
import { parseId } from '../resource/record-id';

/** What a route throws when its URL names a record by something that is no id. */
export const NOT_AN_ID = 'not-an-id';

export { parseId };

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
