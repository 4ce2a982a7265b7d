/**
 * The `params` option of a route whose named params are record ids: numbers in code, text in the
 * URL. Text that is no id reaches the API as NaN, which answers it as a record that is not there.
 */
export function idParams<K extends string>(...names: K[]) {
  return {
    parse: (raw: Record<K, string>) =>
      Object.fromEntries(names.map((name) => [name, Number(raw[name])])) as Record<K, number>,
    stringify: (params: Record<K, number>) =>
      Object.fromEntries(names.map((name) => [name, String(params[name])])) as Record<K, string>,
  };
}
