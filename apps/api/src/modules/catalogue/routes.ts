import type { FastifyInstance } from 'fastify';
import type { ModuleDeps } from '../module-deps';
import { registerPublicCatalogueRoutes } from './public-routes';
import { registerVideoRoutes } from './video-routes';

/** The video catalogue: videos, the MRSS feed and images (collections are a record area). */
export function registerCatalogueRoutes(app: FastifyInstance, deps: ModuleDeps): void {
  registerVideoRoutes(app, deps);
  registerPublicCatalogueRoutes(app, deps);
}
