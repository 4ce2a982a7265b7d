import type { FastifyInstance } from 'fastify';
import type { ModuleDeps } from '../module-deps';
import { registerCollectionRoutes } from './collection-routes';
import { registerPublicCatalogueRoutes } from './public-routes';
import { registerVideoRoutes } from './video-routes';

/** The video catalogue: videos, collections, categories, the MRSS feed and images. */
export function registerCatalogueRoutes(app: FastifyInstance, deps: ModuleDeps): void {
  registerVideoRoutes(app, deps);
  registerCollectionRoutes(app, deps);
  registerPublicCatalogueRoutes(app, deps);
}
