import { ERROR_CODES } from '@adcast/domain/errors';
import { MASK_HEADER } from '@adcast/domain/masks';
import type { DeclaredRoute, RouteAccess } from './auth';

type Operation = {
  security?: unknown[];
  parameters?: { in: string; name: string }[];
  responses?: Record<string, unknown>;
};
type Document = {
  paths?: Record<string, Record<string, Operation>>;
  components?: { schemas?: Record<string, unknown> };
};

const ERROR_SCHEMA = {
  type: 'object',
  description: 'Every refusal: a code (section 8 of the specification) and the messages to show.',
  required: ['code', 'messages'],
  properties: {
    code: { type: 'integer', enum: [...new Set(Object.values(ERROR_CODES))] },
    messages: { type: 'array', items: { type: 'string' } },
  },
};

const ERROR_ANSWERS: Record<string, string> = {
  '400': 'The request is not valid: the messages name each field',
  '401': 'No valid sign-in or API token',
  '403': 'The working role may not do this, or the X-Mask header is not valid',
  '404': 'No such record, or one the working role may not see',
  '409': 'The record was changed by someone else since it was read',
  '422': 'A business rule refused the change',
  '429': 'Too many requests: try again later',
  '503': 'A service the call needs is unavailable',
};

const MASK_PARAMETER = {
  in: 'header',
  name: MASK_HEADER,
  required: false,
  description: "The working role, e.g. 'ADMIN' or 'PUBLISHER:12'; the user's first role when absent",
  schema: { type: 'string' },
};

const TEXT = { type: 'string' };
const BINARY = { type: 'string', format: 'binary' };
/** What the routes that answer a file rather than JSON send, by the shape of their path. */
const FILE_ANSWERS: [RegExp, string, object][] = [
  [/(\.csv|\/csv\/(export|template))$/, 'text/csv', TEXT],
  [/^\/tag\/vast\/\{id\}$/, 'application/xml', TEXT],
  [/^\/api\/mrss\//, 'application/rss+xml', TEXT],
  [/^\/api\/media\/hls\//, 'application/vnd.apple.mpegurl', TEXT],
  [/(\/file|^\/api\/media\/images\/\{key\})$/, 'application/octet-stream', BINARY],
];

/** The file a route answers, when its path says it answers one and its schema says nothing. */
function fileAnswerOf(path: string, answer: unknown) {
  if (answer && typeof answer === 'object' && 'content' in answer) return answer;
  const file = FILE_ANSWERS.find(([pattern]) => pattern.test(path));
  if (!file) return answer;
  const [, type, schema] = file;
  return { description: `The file (${type})`, content: { [type]: { schema } } };
}

const WRITES = new Set(['post', 'put', 'patch', 'delete']);

/** The statuses an operation may refuse with, from its access and shape. */
function refusalsOf(method: string, path: string, access: RouteAccess): string[] {
  const statuses = ['400'];
  if (access.kind !== 'public') statuses.push('401', '403');
  if (path.includes('{')) statuses.push('404');
  if (WRITES.has(method) && access.kind !== 'public') statuses.push('409', '422');
  if (access.kind === 'public') statuses.push('429');
  statuses.push('503');
  return statuses;
}

const routeKey = (method: string, url: string) => `${method.toUpperCase()} ${url}`;
const fastifyUrlOf = (openApiPath: string) => openApiPath.replace(/\{([^}]+)\}/g, ':$1');

/**
 * Completes the generated OpenAPI document with what the route schemas do not say: the `{code,
 * messages}` body of every refusal, which routes need no token, and the X-Mask header of the routes
 * that act as a working role. Routes outside /api (sign-in, public tags and feeds) are public.
 */
export function completeDocument<D extends object>(generated: D, routes: readonly DeclaredRoute[]): D {
  const document = generated as Document;
  const accessByRoute = new Map(routes.map((route) => [routeKey(route.method, route.url), route.access]));
  for (const [path, operations] of Object.entries(document.paths ?? {})) {
    for (const [method, operation] of Object.entries(operations)) {
      const access: RouteAccess = accessByRoute.get(routeKey(method, fastifyUrlOf(path))) ?? {
        kind: 'public',
      };
      if (access.kind === 'public') operation.security = [];
      if (
        access.kind === 'mask' &&
        !operation.parameters?.some((parameter) => parameter.name === MASK_HEADER)
      )
        operation.parameters = [...(operation.parameters ?? []), MASK_PARAMETER];
      const responses = { ...operation.responses };
      if (method === 'get') responses['200'] = fileAnswerOf(path, responses['200']);
      for (const status of refusalsOf(method, path, access)) {
        responses[status] ??= {
          description: ERROR_ANSWERS[status],
          content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } },
        };
      }
      operation.responses = responses;
    }
  }
  document.components = {
    ...document.components,
    schemas: { ...document.components?.schemas, Error: ERROR_SCHEMA },
  };
  return generated;
}
