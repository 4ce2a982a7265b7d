import { crc32, deflateSync } from 'node:zlib';
import type { UploadKind } from '../../src/http/uploads';

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
  examples?: unknown[];
  /** OpenAPI 3.0 keeps one example where JSON Schema keeps a list. */
  example?: unknown;
};

export type Operation = {
  parameters?: { in: 'path' | 'query' | 'header'; name: string; required?: boolean; schema: JsonSchema }[];
  requestBody?: { content: Record<string, { schema: JsonSchema }> };
};

/** A part of a multipart body: text, or a file. */
export type FuzzPart = { name: string; value: string } | { name: string; filename: string; bytes: Buffer };

export type FuzzCase = {
  name: string;
  url: string;
  payload?: unknown;
  rawBody?: string;
  multipart?: FuzzPart[];
};

/** What a multipart route declares it reads (`config.multipart`), its JSON part's schema as JSON Schema. */
export type MultipartShape = {
  json?: { part: string; schema: JsonSchema };
  text?: readonly string[];
  files?: readonly { part: string; kind: UploadKind }[];
};

const A_DATE = '2025-01-01';
const isDatePattern = (pattern: string | undefined) => pattern === '^\\d{4}-\\d{2}-\\d{2}$';

/** A value the schema would accept, as far as a sample goes (`minimal`: required properties only). */
export function sample(schema: JsonSchema | undefined, minimal = false): unknown {
  if (!schema) return 'fuzz';
  if (schema.const !== undefined) return schema.const;
  if (schema.examples?.length) return schema.examples[0];
  if (schema.example !== undefined) return schema.example;
  if (schema.enum?.length) return schema.enum[0];
  const choice = schema.anyOf ?? schema.oneOf;
  if (choice?.length) return sample(choice.find((option) => option.type !== 'null') ?? choice[0], minimal);
  const type = Array.isArray(schema.type) ? schema.type.find((t) => t !== 'null') : schema.type;
  switch (type) {
    case 'integer':
    case 'number':
      return Math.max(1, schema.minimum ?? 1);
    case 'boolean':
      return true;
    case 'array':
      return [sample(schema.items, minimal)];
    case 'object':
      return Object.fromEntries(
        Object.entries(schema.properties ?? {})
          .filter(([key]) => !minimal || schema.required?.includes(key))
          .map(([key, property]) => [key, sample(property, minimal)]),
      );
    default:
      if (schema.format === 'email') return 'fuzz@adcast.test';
      if (schema.format === 'date' || isDatePattern(schema.pattern)) return A_DATE;
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
  ['impossible date', '2025-13-45'],
  ['30 February', '2025-02-30'],
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
  ['impossible date', '2025-13-45'],
  ['30 February', '2025-02-30'],
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

/** How many variants one operation's body may get from its examples and strings, however deep. */
const MAX_VARIANTS = 150;

/**
 * The fewest-fields sample of a schema with one string somewhere inside it (in a required or an
 * optional property, an array's item, at any depth) set to each of `values(that string's schema)`:
 * a report filter's dimension set to each dimension it names, say, with valid values around it, so
 * the request reaches the code behind the schema.
 */
export function leafVariants(
  schema: JsonSchema | undefined,
  values: (leaf: JsonSchema) => unknown[],
  depth = 0,
): { path: string; value: unknown }[] {
  if (!schema || depth > 8) return [];
  const choice = schema.anyOf ?? schema.oneOf;
  if (choice?.length)
    return leafVariants(choice.find((option) => option.type !== 'null') ?? choice[0], values, depth + 1);
  const type = Array.isArray(schema.type) ? schema.type.find((t) => t !== 'null') : schema.type;
  if (type === 'string') return values(schema).map((value) => ({ path: '', value }));
  if (type === 'array')
    return leafVariants(schema.items, values, depth + 1).map(({ path, value }) => ({
      path: `0${path ? `.${path}` : ''}`,
      value: [value],
    }));
  if (type !== 'object') return [];
  const base = sample(schema, true) as Record<string, unknown>;
  const variants: { path: string; value: unknown }[] = [];
  for (const [key, property] of Object.entries(schema.properties ?? {})) {
    for (const inner of leafVariants(property, values, depth + 1)) {
      if (variants.length >= MAX_VARIANTS) return variants;
      variants.push({
        path: inner.path ? `${key}.${inner.path}` : key,
        value: { ...base, [key]: inner.value },
      });
    }
  }
  return variants;
}

const examplesOf = (leaf: JsonSchema) => (leaf.examples ?? []).slice(1);
const NUL_TEXT = 'a\u0000b';

/** A PNG of one colour (8-bit grey), small and whole, as a file part. */
function tinyPng(): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body) >>> 0);
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(640, 0);
  header.writeUInt32BE(480, 4);
  header.set([8, 0, 0, 0, 0], 8);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.alloc((1 + 640) * 480))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/**
 * The multipart cases of a route that declares its parts: a plausible body, then each text part and
 * each string of the JSON part made odd in turn (a NUL, the examples, huge, empty), the JSON part
 * not JSON, each part left out, and files cut short or claiming a huge size.
 */
export function multipartCases(url: string, shape: MultipartShape): FuzzCase[] {
  const png = tinyPng();
  const sampleFiles: Record<UploadKind, { filename: string; bytes: Buffer }> = {
    image: { filename: 'fuzz.png', bytes: png },
    document: { filename: 'fuzz.txt', bytes: Buffer.from('fuzz,text\n1,2\n') },
    video: { filename: 'fuzz.mp4', bytes: Buffer.from('\0\0\0\x18ftypisom\0\0\x02\0isomavc1', 'latin1') },
  };
  const files: FuzzPart[] = (shape.files ?? []).map(({ part, kind }) => ({
    name: part,
    ...sampleFiles[kind],
  }));
  const json = shape.json;
  const jsonText = (value: unknown) => (json ? [{ name: json.part, value: JSON.stringify(value) }] : []);
  const plainJson = json ? sample(json.schema, true) : undefined;
  const texts = (override: Record<string, string> = {}) =>
    (shape.text ?? []).map((name) => ({ name, value: override[name] ?? '1' }));
  const body = (parts: { json?: FuzzPart[]; text?: FuzzPart[]; files?: FuzzPart[] } = {}) => [
    ...(parts.json ?? jsonText(plainJson)),
    ...(parts.text ?? texts()),
    ...(parts.files ?? files),
  ];
  const cases: FuzzCase[] = [{ name: 'multipart plausible', url, multipart: body() }];
  const add = (name: string, parts: FuzzPart[]) =>
    cases.push({ name: `multipart ${name}`, url, multipart: parts });
  for (const name of shape.text ?? []) {
    for (const [label, value] of [
      ['NUL', NUL_TEXT],
      ['huge', 'x'.repeat(20_000)],
      ['empty', ''],
      ['impossible date', '2025-13-45'],
    ] as const)
      add(`${name} ${label}`, body({ text: texts({ [name]: value }) }));
  }
  if (json) {
    for (const { path, value } of leafVariants(json.schema, () => [NUL_TEXT]))
      add(`${json.part}.${path} NUL`, body({ json: jsonText(value) }));
    for (const { path, value } of leafVariants(json.schema, examplesOf))
      add(`${json.part}.${path} example`, body({ json: jsonText(value) }));
    add(`${json.part} not JSON`, body({ json: [{ name: json.part, value: '{"a":' }] }));
    add(`${json.part} null`, body({ json: [{ name: json.part, value: 'null' }] }));
    add(`${json.part} missing`, body({ json: [] }));
  }
  for (const file of files) {
    const others = files.filter((other) => other !== file);
    if (!('bytes' in file)) continue;
    add(
      `${file.name} cut short`,
      body({ files: [...others, { ...file, bytes: file.bytes.subarray(0, 40) }] }),
    );
    add(`${file.name} empty`, body({ files: [...others, { ...file, bytes: Buffer.alloc(0) }] }));
    add(`${file.name} NUL in its name`, body({ files: [...others, { ...file, filename: NUL_TEXT }] }));
    add(`${file.name} missing`, body({ files: others }));
  }
  add('unknown part with NUL', [...body(), { name: 'extra', value: NUL_TEXT }]);
  return cases;
}

/**
 * The cases of one operation: a plausible request, then each parameter and field made odd in turn.
 * `bodySchema`: the route's own body schema as JSON Schema (it keeps every example; the OpenAPI
 * document keeps one), for the variants that set each example somewhere in the body.
 */
export function fuzzCases(path: string, operation: Operation, fullBodySchema?: JsonSchema): FuzzCase[] {
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
    for (const { path, value } of leafVariants(fullBodySchema ?? bodySchema, examplesOf))
      cases.push({ name: `body example at ${path}`, url: base.url, payload: value });
  }
  return cases;
}
