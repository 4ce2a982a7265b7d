import { type AnyRootRoute, createRoute, lazyRouteComponent, redirect } from '@tanstack/react-router';
import { z } from 'zod/mini';
import { signOut } from '../../session/sign-out';
import { LoginPage } from './login-page';

const LoginSearchSchema = z.object({
  returnUrl: z.catch(z.optional(z.string()), undefined),
  /** The session ended on the server's word: the page says so. */
  expired: z.catch(z.optional(z.boolean()), undefined),
});

/**
 * Part 1 §2 public routes: sign-in, password recovery and sign-out, under the root they are given:
 * the whole route tree's, or the public router's that the sign-in page starts with.
 */
export const authRoutesUnder = <Root extends AnyRootRoute>(rootRoute: Root) =>
  [
    createRoute({
      getParentRoute: () => rootRoute,
      path: 'login',
      validateSearch: (search) => LoginSearchSchema.parse(search),
      // Opening login signs the user out first.
      beforeLoad: () => signOut(),
      staticData: { unthemed: true },
      // Part of the entry on purpose: its libraries then join the one vendor chunk, which compresses
      // better than a split and keeps the sign-in page's JavaScript smallest.
      component: LoginPage,
    }),
    createRoute({
      getParentRoute: () => rootRoute,
      path: 'forgot-password',
      component: lazyRouteComponent(() => import('./forgot-password-page'), 'ForgotPasswordPage'),
    }),
    createRoute({
      getParentRoute: () => rootRoute,
      path: 'password-recovery/$recoveryId',
      component: lazyRouteComponent(() => import('./password-recovery-page'), 'PasswordRecoveryPage'),
    }),
    createRoute({
      getParentRoute: () => rootRoute,
      path: 'logout',
      beforeLoad: () => {
        signOut();
        throw redirect({ to: '/login', search: {} });
      },
    }),
  ] as const;
