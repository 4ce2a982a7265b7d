import { Readable } from 'node:stream';
import { AppSchema } from '@adcast/domain/inventory/apps';
import {
  ExchangeAppClaimSchema,
  type ExchangeAppListFilter,
  ExchangeAppListFilterSchema,
  ExchangeAppSchema,
} from '@adcast/domain/inventory/exchange-apps';
import { EXCHANGE_APPS_API } from '@adcast/domain/inventory/paths';
import { pageOf } from '@adcast/domain/list-schemas';
import type { Permission } from '@adcast/domain/permissions';
import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import { fileAnswer } from '../../../http/answer-docs';
import { authOf, type RouteAccess } from '../../../http/auth';
import type { RecordDeps } from '../../../records/record-deps';
import { bodyOf, writeContext } from '../../../records/route-parts';
import { checkExchangeReader, claimExchangeApp, exchangeAppCsv, exchangeAppPage } from './exchange-apps';

/** Both permissions: the apps one, and publisher read (the exchange is not a publisher user's to see). */
const both = (permission: Permission) => ({
  access: { kind: 'mask', permission, anyOf: ['PUBLISHERS_READ'] } as RouteAccess,
});
const tags = ['exchange apps'];

/** The exchange's unclaimed apps (part 2 §7 /exchange-apps, served under /api): the list, its CSV and a claim. */
export function registerExchangeAppRoutes(app: FastifyInstance, deps: RecordDeps): void {
  app.get(
    EXCHANGE_APPS_API.list,
    {
      config: both('APPS_READ'),
      schema: {
        tags,
        querystring: ExchangeAppListFilterSchema,
        response: { 200: pageOf(ExchangeAppSchema) },
      },
    },
    async (request) => {
      checkExchangeReader(authOf(request));
      return exchangeAppPage(deps.db, request.query as ExchangeAppListFilter);
    },
  );
  app.get(
    EXCHANGE_APPS_API.exportCsv,
    {
      config: both('APPS_READ'),
      schema: { tags, querystring: ExchangeAppListFilterSchema, response: fileAnswer('text/csv') },
    },
    async (request, reply) => {
      checkExchangeReader(authOf(request));
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', 'attachment; filename="exchange-apps.csv"')
        .send(Readable.from(exchangeAppCsv(deps.db, request.query as ExchangeAppListFilter)));
    },
  );
  app.post(
    EXCHANGE_APPS_API.claim,
    {
      config: both('APPS_CREATE'),
      schema: {
        tags,
        summary: 'A publisher claims a bundle seen in traffic: its app is made of it',
        body: ExchangeAppClaimSchema,
        response: { 201: AppSchema },
      },
    },
    async (request, reply) => {
      checkExchangeReader(authOf(request));
      const claim = bodyOf<z.output<typeof ExchangeAppClaimSchema>>(request);
      return reply.status(201).send(await claimExchangeApp(writeContext(deps, request), claim));
    },
  );
}
