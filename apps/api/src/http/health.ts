import { API } from '@adcast/domain/api-paths';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../db/client';
import { pingDatabase } from '../db/ping';
import { publicRoute } from './auth';
import { unavailable } from './errors';

const HealthSchema = z.object({ status: z.literal('ok'), database: z.literal('up') });

/** Liveness and readiness in one probe: 200 when the process answers and the database does. */
export function registerHealth(app: FastifyInstance, db: Db): void {
  app.withTypeProvider<ZodTypeProvider>().get(
    API.health,
    {
      config: publicRoute,
      schema: {
        tags: ['health'],
        response: { 200: HealthSchema },
        summary: 'Liveness and database readiness',
      },
    },
    async () => {
      try {
        await pingDatabase(db);
      } catch {
        throw unavailable('The database is not reachable');
      }
      return { status: 'ok' as const, database: 'up' as const };
    },
  );
}
