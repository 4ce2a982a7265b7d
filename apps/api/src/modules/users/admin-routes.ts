import { pageOf } from '@adcast/domain/list-schemas';
import { USERS_API } from '@adcast/domain/users/paths';
import {
  NetworkUserInputSchema,
  OwnerUsersFilterSchema,
  PubDashUserInputSchema,
  PubDashUserUpdateSchema,
  UserCountFilterSchema,
  UserInputSchema,
  UserListFilterSchema,
  UsernameParamsSchema,
  UsernameQuerySchema,
  UserSchema,
  UserStatusCountSchema,
  UserStatusParamsSchema,
  UserUpdateSchema,
} from '@adcast/domain/users/users';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { noContent } from '../../http/answer-docs';
import { anyMask, authOf, needs } from '../../http/auth';
import { IdParamsSchema } from '../../http/params';
import type { ModuleDeps } from '../module-deps';
import { countUsersByStatus, listUsers } from './list-service';
import { ownerUsers } from './owner-users';
import { createPublisherUser, updatePublisherUser } from './pub-dash-users';
import { deleteUser, setUserEnabled } from './status-service';
import { resetTwoFactor } from './two-factor-reset';
import { createUser, type UserWriteContext, updateUser } from './write-service';

const tags = ['users'];

/** The users list, its tiles and the user writes (part 2 §7 `/api/users...`, `/api/networks/{id}/user`). */
export function registerUserAdminRoutes(app: FastifyInstance, deps: ModuleDeps): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const writing = (request: FastifyRequest): UserWriteContext => ({ deps, auth: authOf(request) });
  // Publisher and content owner users read their own users without users-read: the service scopes them.
  r.get(
    USERS_API.list,
    {
      config: anyMask,
      schema: { tags, querystring: UserListFilterSchema, response: { 200: pageOf(UserSchema) } },
    },
    async (request) => listUsers(deps.db, deps.reads, authOf(request), request.query),
  );
  r.get(
    USERS_API.counts,
    {
      config: anyMask,
      schema: { tags, querystring: UserCountFilterSchema, response: { 200: z.array(UserStatusCountSchema) } },
    },
    async (request) => countUsersByStatus(deps.db, deps.reads, authOf(request), request.query),
  );
  r.post(
    USERS_API.users,
    { config: needs('USERS_CREATE'), schema: { tags, body: UserInputSchema, response: { 201: UserSchema } } },
    async (request, reply) => reply.status(201).send(await createUser(writing(request), request.body)),
  );
  r.post(
    USERS_API.networkUser(':id'),
    {
      config: needs('USERS_CREATE'),
      schema: { tags, params: IdParamsSchema, body: NetworkUserInputSchema, response: { 201: UserSchema } },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(await createUser(writing(request), { ...request.body, networkId: request.params.id })),
  );
  r.put(
    USERS_API.users,
    { config: needs('USERS_EDIT'), schema: { tags, body: UserUpdateSchema, response: { 200: UserSchema } } },
    async (request) => updateUser(writing(request), request.body),
  );
  // Part 2 §7 pub-dash users: a publisher user's own publisher's users, the role fixed by the mask.
  r.post(
    USERS_API.pubDashUsers,
    { config: anyMask, schema: { tags, body: PubDashUserInputSchema, response: { 201: UserSchema } } },
    async (request, reply) =>
      reply.status(201).send(await createPublisherUser(writing(request), request.body)),
  );
  r.put(
    USERS_API.pubDashUsers,
    { config: anyMask, schema: { tags, body: PubDashUserUpdateSchema, response: { 200: UserSchema } } },
    async (request) => updatePublisherUser(writing(request), request.body),
  );
  for (const enabled of [true, false]) {
    r.put(
      enabled ? USERS_API.enable(':username') : USERS_API.disable(':username'),
      {
        config: needs('USERS_EDIT'),
        schema: { tags, params: UsernameParamsSchema, response: { 200: UserSchema } },
      },
      async (request) => setUserEnabled(writing(request), request.params.username, enabled),
    );
  }
  r.put(
    USERS_API.status(':username', ':status'),
    {
      config: needs('USERS_EDIT'),
      schema: {
        tags,
        params: UserStatusParamsSchema,
        summary: 'Set a user to a status of the user statuses (ENABLED or DISABLED)',
        response: { 200: UserSchema },
      },
    },
    async (request) =>
      setUserEnabled(writing(request), request.params.username, request.params.status === 'ENABLED'),
  );
  for (const kind of ['publisher', 'contentOwner'] as const) {
    r.get(
      kind === 'publisher' ? USERS_API.publisherUsers(':id') : USERS_API.contentOwnerUsers(':id'),
      {
        config: anyMask,
        schema: {
          tags,
          summary: `The users of a ${kind === 'publisher' ? 'publisher' : 'content owner'} the caller may see`,
          params: IdParamsSchema,
          querystring: OwnerUsersFilterSchema,
          response: { 200: pageOf(UserSchema) },
        },
      },
      async (request) =>
        ownerUsers(deps.db, deps.reads, authOf(request), { kind, id: request.params.id }, request.query),
    );
  }
  r.delete(
    USERS_API.twoFactor(':username'),
    {
      config: needs('USERS_EDIT'),
      schema: {
        tags,
        params: UsernameParamsSchema,
        summary: "An admin turns a user's second factor off (a lost device); the user enrols again",
        response: noContent(),
      },
    },
    async (request, reply) => {
      await resetTwoFactor(writing(request), request.params.username);
      return reply.status(204).send();
    },
  );
  r.delete(
    USERS_API.users,
    {
      config: needs('USERS_EDIT'),
      schema: { tags, querystring: UsernameQuerySchema, summary: 'Delete a user', response: noContent() },
    },
    async (request, reply) => {
      await deleteUser(writing(request), request.query.username);
      return reply.status(204).send();
    },
  );
}
