import { API } from '@adcast/domain/api-paths';
import { ContentOwnerSchema } from '@adcast/domain/content/owners';
import { pageOf } from '@adcast/domain/list-schemas';
import { type ChangePasswordForm, ChangePasswordFormSchema } from '@adcast/domain/patterns';
import { PublisherSchema } from '@adcast/domain/publishers/publishers';
import { MeSchema } from '@adcast/domain/user';
import { USERS_API } from '@adcast/domain/users/paths';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { textAnswer } from '../../http/answer-docs';
import { plainAnswers } from '../../http/answers';
import { anyMask, authOf, identityOf, identityRoute } from '../../http/auth';
import { forbidden } from '../../http/errors';
import { sendText } from '../../http/text';
import { toMe } from '../../identity/identity-store';
import { contentOwnersOf } from '../content/owners/service';
import type { ModuleDeps } from '../module-deps';
import { publishersOf } from '../publishers/service';
import { registerUserAdminRoutes } from './admin-routes';
import { registerApiTokenRoutes } from './api-token-routes';
import { changeOwnPassword } from './password-service';

const tags = ['users'];

export function registerUserRoutes(app: FastifyInstance, deps: ModuleDeps): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get(
    API.me,
    {
      config: identityRoute,
      schema: { tags, response: { 200: MeSchema }, summary: 'The signed-in user' },
      // The hottest call of the console.
      serializerCompiler: plainAnswers(deps.config.checkAnswers),
    },
    async (request) => toMe(identityOf(request)),
  );
  r.get(
    API.myPublishers,
    {
      config: identityRoute,
      schema: {
        tags,
        summary: "The signed-in user's own publishers",
        response: { 200: pageOf(PublisherSchema) },
      },
    },
    async (request) => publishersOf(deps.db, identityOf(request).publisherIds),
  );
  r.get(
    API.myContentOwners,
    {
      config: identityRoute,
      schema: {
        tags,
        summary: "The signed-in user's own content owners",
        response: { 200: pageOf(ContentOwnerSchema) },
      },
    },
    async (request) => contentOwnersOf(deps.db, identityOf(request).contentOwnerIds),
  );
  const changePassword = async (request: FastifyRequest<{ Body: ChangePasswordForm }>, reply: FastifyReply) =>
    sendText(reply, await changeOwnPassword(deps, identityOf(request).id, request.body));
  r.put(
    API.changePassword,
    {
      config: identityRoute,
      schema: {
        tags,
        body: ChangePasswordFormSchema,
        summary: 'Change own password',
        response: textAnswer('Text holding { accessToken }'),
      },
    },
    changePassword,
  );
  r.put(
    USERS_API.pubDashChangePassword,
    {
      config: anyMask,
      schema: {
        tags,
        body: ChangePasswordFormSchema,
        summary: "A publisher user's own password, from its publisher dashboard",
        response: textAnswer('Text holding { accessToken }'),
      },
    },
    async (request, reply) => {
      if (authOf(request).mask.role !== 'PUBLISHER') throw forbidden();
      return changePassword(request, reply);
    },
  );
  registerUserAdminRoutes(app, deps);
  registerApiTokenRoutes(app, deps);
}
