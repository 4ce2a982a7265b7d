import { lazyRouteComponent } from '@tanstack/react-router';

export const notFoundPage = lazyRouteComponent(() => import('../shell/not-found-page'), 'NotFoundPage');
