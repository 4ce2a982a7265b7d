import type { FastifyInstance } from 'fastify';

const capitalised = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);

/**
 * The OpenAPI operation id of a route, from its method and path, so that a client generated from the
 * document names every call: `GET /api/campaign/lineitem/:id/extend` → `getApiCampaignLineitemByIdExtend`.
 */
export function operationIdOf(method: string, url: string): string {
  const words = url
    .split('/')
    .filter(Boolean)
    .map((segment) =>
      segment.startsWith(':')
        ? `By${capitalised(segment.slice(1))}`
        : segment
            .split(/[^A-Za-z0-9]+/)
            .filter(Boolean)
            .map(capitalised)
            .join(''),
    );
  return `${method.toLowerCase()}${words.join('')}`;
}

/** Gives each route declared from now on an operation id, unless it names its own. */
export function registerOperationIds(app: FastifyInstance): void {
  app.addHook('onRoute', (route) => {
    if (!route.schema || route.schema.operationId || Array.isArray(route.method)) return;
    route.schema = { ...route.schema, operationId: operationIdOf(route.method, route.url) };
  });
}
