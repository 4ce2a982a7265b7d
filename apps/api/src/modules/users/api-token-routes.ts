import {
  API_TOKENS_API,
  ApiTokenCreateSchema,
  ApiTokenSchema,
  CreatedApiTokenSchema,
} from '@adcast/domain/users/api-tokens';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { listApiTokens } from '../../db/api-tokens';
import { noContent } from '../../http/answer-docs';
import { identityRoute, signedInIdentityOf } from '../../http/auth';
import { IdParamsSchema } from '../../http/params';
import type { ModuleDeps } from '../module-deps';
import { createApiToken, revokeApiToken } from './api-token-service';

const tags = ['users'];

/** The signed-in user's own API tokens; managed after a sign-in only, never with an API token. */
export function registerApiTokenRoutes(app: FastifyInstance, deps: ModuleDeps): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get(
    API_TOKENS_API.tokens,
    {
      config: identityRoute,
      schema: { tags, response: { 200: z.array(ApiTokenSchema) }, summary: 'Own API tokens' },
    },
    async (request) => listApiTokens(deps.db, signedInIdentityOf(request).id),
  );
  r.post(
    API_TOKENS_API.tokens,
    {
      config: identityRoute,
      schema: {
        tags,
        body: ApiTokenCreateSchema,
        response: { 201: CreatedApiTokenSchema },
        summary: 'Create an API token; its secret is answered this once',
      },
    },
    async (request, reply) =>
      reply.status(201).send(await createApiToken(deps.db, signedInIdentityOf(request).id, request.body)),
  );
  r.delete(
    API_TOKENS_API.token(':id'),
    {
      config: identityRoute,
      schema: { tags, params: IdParamsSchema, summary: 'Revoke an API token at once', response: noContent() },
    },
    async (request, reply) => {
      await revokeApiToken(deps.db, signedInIdentityOf(request).id, request.params.id);
      return reply.status(204).send();
    },
  );
}
