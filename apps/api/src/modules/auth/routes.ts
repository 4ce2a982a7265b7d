import { API } from '@adcast/domain/api-paths';
import { ForgotPasswordFormSchema, LoginFormSchema, NewPasswordFormSchema } from '@adcast/domain/patterns';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { noContent, textAnswer } from '../../http/answer-docs';
import { bearerToken, identityRoute, publicRoute } from '../../http/auth';
import { sendText } from '../../http/text';
import type { ModuleDeps } from '../module-deps';
import { login } from './login-service';
import { requestRecovery, resetPassword, validateRecoveryToken } from './recovery-service';
import { registerTwoFactorRoutes } from './two-factor-routes';

const TokenParamsSchema = z.object({ token: z.string().min(1).max(200) });
const tags = ['auth'];

export function registerAuthRoutes(app: FastifyInstance, deps: ModuleDeps): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.post(
    API.login,
    {
      config: publicRoute,
      schema: {
        tags,
        body: LoginFormSchema,
        summary: 'Sign in',
        response: textAnswer('Text holding { accessToken, me }'),
      },
    },
    async (request, reply) => sendText(reply, await login(deps, request.body, request.ip)),
  );
  r.post(
    API.logout,
    {
      config: identityRoute,
      schema: {
        tags,
        summary: 'Sign out: the token it is called with stops working at once',
        response: noContent(),
      },
    },
    async (request, reply) => {
      const token = bearerToken(request);
      if (token) await deps.tokens.revoke(token);
      return reply.status(204).send();
    },
  );
  r.post(
    API.recoverySendEmail,
    {
      config: publicRoute,
      schema: {
        tags,
        body: ForgotPasswordFormSchema,
        summary: 'Mail a password reset link',
        response: textAnswer('What was done, in words'),
      },
    },
    async (request, reply) => sendText(reply, await requestRecovery(deps, request.body.email, request.ip)),
  );
  r.get(
    '/api/users/password-recovery/validate/:token',
    {
      config: publicRoute,
      schema: {
        tags,
        params: TokenParamsSchema,
        summary: 'Whether a reset token is active',
        response: textAnswer("'Token is active'"),
      },
    },
    async (request, reply) => {
      await validateRecoveryToken(deps.db, request.params.token);
      return sendText(reply, 'Token is active');
    },
  );
  r.put(
    '/api/users/password-recovery/change-password/:token',
    {
      config: publicRoute,
      schema: {
        tags,
        params: TokenParamsSchema,
        body: NewPasswordFormSchema,
        summary: 'Set a new password',
        response: textAnswer('What was done, in words'),
      },
    },
    async (request, reply) =>
      sendText(reply, await resetPassword(deps, request.params.token, request.body.newPassword)),
  );
  registerTwoFactorRoutes(app, deps);
}
