import { API } from '@adcast/domain/api-paths';
import { ChangePasswordFormSchema } from '@adcast/domain/patterns';
import { MeSchema } from '@adcast/domain/user';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { identityOf, identityRoute } from '../../http/auth';
import type { AppDeps } from '../../http/deps';
import { sendText } from '../../http/text';
import { toMe } from '../auth/identity';
import { contentOwnersOf } from '../content/owners/service';
import { publishersOf } from '../publishers/service';
import { registerUserAdminRoutes } from './admin-routes';
import { changeOwnPassword } from './password-service';

const tags = ['users'];

export function registerUserRoutes(app: FastifyInstance, deps: AppDeps): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get(
    API.me,
    {
      config: identityRoute,
      schema: { tags, response: { 200: MeSchema }, summary: 'The signed-in user' },
      // The server builds this answer from its own typed data: the schema documents it, plain
      // JSON serializes it (the hottest call of the console).
      serializerCompiler: () => (data) => JSON.stringify(data),
    },
    async (request) => toMe(identityOf(request)),
  );
  r.get(
    API.myPublishers,
    { config: identityRoute, schema: { tags, summary: "The signed-in user's own publishers" } },
    async (request) => publishersOf(deps.db, identityOf(request).publisherIds),
  );
  r.get(
    API.myContentOwners,
    { config: identityRoute, schema: { tags, summary: "The signed-in user's own content owners" } },
    async (request) => contentOwnersOf(deps.db, identityOf(request).contentOwnerIds),
  );
  r.put(
    API.changePassword,
    {
      config: identityRoute,
      schema: {
        tags,
        body: ChangePasswordFormSchema,
        summary: 'Change own password; answers text holding { accessToken }',
      },
    },
    async (request, reply) =>
      sendText(reply, await changeOwnPassword(deps, identityOf(request).id, request.body)),
  );
  registerUserAdminRoutes(app, deps);
}
