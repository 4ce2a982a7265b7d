/** Request variants derived from an OpenAPI operation: a plausible one, then one oddity at a time. */

export type JsonSchema = {
  type?: string | string[];
  enum?: unknown[];
  const?: unknown;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  nullable?: boolean;
  minimum?: number;
  pattern?: string;
  format?: string;
  default?: unknown;
};

export type Operation = {
  parameters?: { in: 'path' | 'query' | 'header'; name: string; required?: boolean; schema: JsonSchema }[];
  requestBody?: { content: Record<string, { schema: JsonSchema }> };
};

export type FuzzCase = { name: string; url: string; payload?: unknown; rawBody?: string };

/** A value the schema would accept, as far as a sample goes. */
export function sample(schema: JsonSchema | undefined): unknown {
  if (!schema) return 'fuzz';
  if (schema.const !== undefined) return schema.const;
  if (schema.enum?.length) return schema.enum[0];
  const choice = schema.anyOf ?? schema.oneOf;
  if (choice?.length) return sample(choice.find((option) => option.type !== 'null') ?? choice[0]);
  const type = Array.isArray(schema.type) ? schema.type.find((t) => t !== 'null') : schema.type;
  switch (type) {
    case 'integer':
    case 'number':
      return Math.max(1, schema.minimum ?? 1);
    case 'boolean':
      return true;
    case 'array':
      return [sample(schema.items)];
    case 'object':
      return Object.fromEntries(
        Object.entries(schema.properties ?? {}).map(([key, property]) => [key, sample(property)]),
      );
    default:
      if (schema.format === 'email') return 'fuzz@adcast.test';
      if (schema.pattern) return 'fuzz-1';
      return 'Fuzz https://fuzz.example.com';
  }
}

const deepArray = (depth: number): unknown => {
  let value: unknown = [];
  for (let level = 0; level < depth; level++) value = [value];
  return value;
};
const deepObject = (depth: number): unknown => {
  let value: unknown = {};
  for (let level = 0; level < depth; level++) value = { a: value };
  return value;
};

/** Values that have broken servers: wrong types, edges of number and id ranges, odd text. */
export const ODD_VALUES: [name: string, value: unknown][] = [
  ['null', null],
  ['empty text', ''],
  ['huge text', 'x'.repeat(20_000)],
  ['NUL text', 'a\u0000b'],
  ['unicode text', 'Zoë 🎬 \u202e\u200b 名前'],
  ['SQL text', "' or 1=1; drop table users; --"],
  ['LIKE wildcards', '%_\\'],
  ['number', 1],
  ['negative number', -1],
  ['int4 overflow', 2_147_483_648],
  ['huge number', 1e308],
  ['fraction', 1.5],
  ['boolean', true],
  ['array', ['x']],
  ['object', { x: 1 }],
  ['deep array', deepArray(2_000)],
  ['deep object', deepObject(2_000)],
];

export const ODD_QUERY_VALUES: [name: string, value: string][] = [
  ['empty', ''],
  ['NUL', '%00'],
  ['huge', 'x'.repeat(6_000)],
  ['unicode', encodeURIComponent('Zoë 🎬 \u202e')],
  ['negative', '-1'],
  ['int4 overflow', '2147483648'],
  ['huge number', '1e309'],
  ['NaN', 'NaN'],
  ['hex', '0x10'],
  ['fraction', '1.5'],
  ['list of odd ids', '1,,-2,x,99999999999'],
  ['unknown status', 'ACTIVE,DELETED'],
  ['sort injection', encodeURIComponent('name desc; drop table users')],
  ['proto', '__proto__'],
  ['brackets', '%5B%5D'],
];

export const ODD_PATH_VALUES = [
  '0',
  '-1',
  '2147483648',
  '1e0',
  '0x1',
  '%00',
  '%E2%80%AE',
  'x'.repeat(100),
  '1;1',
];

/** The cases of one operation: a plausible request, then each parameter and field made odd in turn. */
export function fuzzCases(path: string, operation: Operation): FuzzCase[] {
  const parameters = operation.parameters ?? [];
  const pathParams = parameters.filter((p) => p.in === 'path');
  const queryParams = parameters.filter((p) => p.in === 'query');
  const bodySchema = operation.requestBody?.content['application/json']?.schema;

  const urlWith = (pathValues: Record<string, string>, query: Record<string, string>) => {
    const filled = path.replace(/\{(\w+)\}/g, (_match, name: string) => pathValues[name] ?? '1');
    const search = Object.entries(query)
      .map(([key, value]) => `${key}=${value}`)
      .join('&');
    return search ? `${filled}?${search}` : filled;
  };
  const plainQuery = Object.fromEntries(
    queryParams.filter((p) => p.required).map((p) => [p.name, encodeURIComponent(String(sample(p.schema)))]),
  );
  const plainBody = bodySchema ? sample(bodySchema) : undefined;
  const base = { url: urlWith({}, plainQuery), payload: plainBody };

  const cases: FuzzCase[] = [{ name: 'plausible', ...base }];
  for (const param of pathParams) {
    for (const value of ODD_PATH_VALUES) {
      cases.push({
        name: `path ${param.name}=${value.slice(0, 12)}`,
        url: urlWith({ [param.name]: value }, plainQuery),
        payload: plainBody,
      });
    }
  }
  for (const param of queryParams) {
    for (const [name, value] of ODD_QUERY_VALUES) {
      cases.push({
        name: `query ${param.name} ${name}`,
        url: urlWith({}, { ...plainQuery, [param.name]: value }),
        payload: plainBody,
      });
    }
    cases.push({
      name: `query ${param.name} repeated`,
      url: `${urlWith({}, plainQuery)}${plainQuery && Object.keys(plainQuery).length ? '&' : '?'}${param.name}=1&${param.name}=2`,
    });
  }
  cases.push({
    name: 'query __proto__',
    url: `${base.url}${base.url.includes('?') ? '&' : '?'}__proto__[x]=1&constructor[prototype][x]=1`,
  });
  if (bodySchema) {
    const fields =
      typeof plainBody === 'object' && plainBody !== null && !Array.isArray(plainBody)
        ? Object.keys(plainBody)
        : [];
    for (const field of fields) {
      const { [field]: _dropped, ...without } = plainBody as Record<string, unknown>;
      cases.push({ name: `body ${field} missing`, url: base.url, payload: without });
      for (const [name, value] of ODD_VALUES) {
        cases.push({
          name: `body ${field} ${name}`,
          url: base.url,
          payload: { ...(plainBody as object), [field]: value },
        });
      }
    }
    for (const [name, value] of ODD_VALUES)
      cases.push({ name: `body is ${name}`, url: base.url, payload: value });
    cases.push({
      name: 'body with an extra field',
      url: base.url,
      payload: { ...(plainBody as object), extra: 'x' },
    });
    cases.push({
      name: 'body with __proto__',
      url: base.url,
      rawBody: `{"__proto__":{"isAdmin":true},"constructor":{"prototype":{"x":1}}}`,
    });
    cases.push({ name: 'body not JSON', url: base.url, rawBody: '{"a":' });
  }
  return cases;
}
