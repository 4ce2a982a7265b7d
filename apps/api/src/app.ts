import { existsSync } from 'node:fs';
import { speakValidationToPeople } from '@adcast/domain/validation-messages';
import fastifyStatic from '@fastify/static';
import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import Fastify, { type FastifyInstance } from 'fastify';
import { jsonSchemaTransform, serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { type AppDeps, type BuildOptions, buildAppDeps } from './app-deps';
import { type DeclaredRoute, registerAuth } from './http/auth';
import { registerErrorHandling } from './http/errors';
import { registerHealth } from './http/health';
import { registerNulGuard } from './http/nul-guard';
import { completeDocument } from './http/openapi-document';
import { registerOperationIds } from './http/operation-ids';
import { registerClosingGuard, registerSecurity } from './http/security';
import { serverOptions } from './http/server-options';
import { registerSharedCaches } from './http/shared-caches';
import { trackArrivals } from './http/shutdown';
import { registerUploads } from './http/uploads';
import { registerAuthRoutes } from './modules/auth/routes';
import { registerCampaignDashboardRoutes } from './modules/campaigns/dashboards/dashboard-routes';
import { registerCatalogueRoutes } from './modules/catalogue/routes';
import { registerChangelogRoutes } from './modules/changelog/routes';
import { registerComplianceRoutes } from './modules/demand/compliance/compliance-routes';
import { registerDpRevenueRoutes } from './modules/demand/revenue/revenue-routes';
import { registerForecastRoutes } from './modules/forecast/forecast-routes';
import { registerAdsTxtRoutes } from './modules/inventory/ads-txt/ads-txt-routes';
import { registerTagRoutes } from './modules/inventory/tags/tag-routes';
import { registerMarketplaceRoutes } from './modules/marketplace/marketplace-routes';
import { registerRoutingRoutes } from './modules/marketplace/routing/routing-routes';
import { registerMediaRoutes } from './modules/media/routes';
import { registerNetworkRoutes } from './modules/networks/routes';
import { RECORD_AREAS } from './modules/record-areas';
import { registerDashboardRoutes } from './modules/reports/dashboard-routes';
import { registerReportJobRoutes } from './modules/reports/report-job-routes';
import { registerReportRoutes } from './modules/reports/routes';
import { registerSavedReportRoutes } from './modules/reports/saved-report-routes';
import { registerScheduleRoutes } from './modules/reports/schedules/schedule-routes';
import { registerSupplyChainRoutes } from './modules/supply-chain/supply-chain-routes';
import { registerUserRoutes } from './modules/users/routes';
import { registerSavedViewRoutes } from './modules/views/saved-view-routes';
import { registerRecordArea } from './records/area';

const MODULES = [
  registerAuthRoutes,
  registerUserRoutes,
  registerNetworkRoutes,
  registerCatalogueRoutes,
  registerReportRoutes,
  registerDashboardRoutes,
  registerScheduleRoutes,
  registerSavedReportRoutes,
  registerSavedViewRoutes,
  registerReportJobRoutes,
  registerChangelogRoutes,
  registerMediaRoutes,
  // Before the apps and domains routes: its hook follows their writes.
  registerAdsTxtRoutes,
  registerTagRoutes,
  registerMarketplaceRoutes,
  registerRoutingRoutes,
  registerDpRevenueRoutes,
  registerComplianceRoutes,
  registerForecastRoutes,
  registerSupplyChainRoutes,
  registerCampaignDashboardRoutes,
  ...Object.values(RECORD_AREAS).map(
    (area) => (app: FastifyInstance, deps: AppDeps) => registerRecordArea(app, deps, area),
  ),
];

/** `routes`: every /api route with its declared access (the role x route matrix test reads it). */
export type AdcastApp = FastifyInstance & { deps: AppDeps; routes: readonly DeclaredRoute[] };

export async function buildApp(options: BuildOptions): Promise<AdcastApp> {
  speakValidationToPeople();
  const app = Fastify(serverOptions(options.config, options.logger));
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandling(app);
  registerClosingGuard(app);
  trackArrivals(app.server);
  await registerSecurity(app, { corsOrigins: options.config.corsOrigins });
  registerNulGuard(app);
  registerOperationIds(app);

  const deps = await buildAppDeps(options, app.log);
  deps.beacons.start();
  // What the beacons buffered is written before the facts close.
  app.addHook('onClose', async () => {
    await deps.beacons.stop();
    if (!options.facts) await deps.facts.close();
  });
  app.addHook('onClose', () => deps.background.drain());
  deps.followers.listen(app);
  app.addHook('onClose', () => deps.jobs.stop());
  // A write may change what a kept read answered: forgotten after its handler (and transaction)
  // ends, before the caller hears back, here and, through the shared epoch, in every other server.
  registerSharedCaches(app, {
    db: options.db,
    shared: options.sharedDatabase ?? false,
    forget: () => {
      deps.reads.forgetAll();
      deps.identities.forgetAll();
      deps.tokens.forgetVerified();
    },
  });

  let routes: readonly DeclaredRoute[] = [];
  await app.register(fastifySwagger, {
    openapi: {
      info: { title: 'Adcast API', version: '0.1.0', description: 'Connected-TV supply administration API' },
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } } },
      security: [{ bearer: [] }],
    },
    transform: jsonSchemaTransform,
    // Read when the document is first asked for, once every route is declared.
    transformObject: (document) =>
      'openapiObject' in document ? completeDocument(document.openapiObject, routes) : document.swaggerObject,
  });
  await app.register(fastifySwaggerUi, { routePrefix: '/api/docs' });
  await registerUploads(app);
  routes = registerAuth(app, deps);
  registerHealth(app, options.db);
  for (const register of MODULES) register(app, deps);

  if (existsSync(options.config.webDist)) {
    await app.register(fastifyStatic, {
      root: options.config.webDist,
      wildcard: false,
      cacheControl: false,
      // The build writes .br and .gz copies of its text assets: sent to browsers that accept them.
      preCompressed: true,
      // Built assets carry a content hash in their names; index.html must be revalidated.
      setHeaders: (response, path) =>
        response.setHeader(
          'cache-control',
          path.includes('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache',
        ),
    });
  }
  return Object.assign(app, { deps, routes }) as AdcastApp;
}
