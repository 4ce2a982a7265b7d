import {
  ChallengeBodySchema,
  ChallengeCodeSchema,
  ConfirmCodeSchema,
  DisableTwoFactorSchema,
  EnrolmentSchema,
  RecoveryCodesSchema,
  TWO_FACTOR_API,
  TwoFactorLoginSchema,
  TwoFactorStatusSchema,
} from '@adcast/domain/users/two-factor';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { recoveryCodesLeft, twoFactorNeeds } from '../../db/two-factor';
import { noContent, textAnswer } from '../../http/answer-docs';
import { identityRoute, publicRoute, signedInIdentityOf } from '../../http/auth';
import { sendText } from '../../http/text';
import type { ModuleDeps } from '../module-deps';
import { confirmEnrolment, disableTwoFactor, startEnrolment } from './two-factor-enrolment';
import { confirmEnrolmentAtLogin, loginWithCode, startEnrolmentAtLogin } from './two-factor-login';

const tags = ['auth'];

/** The sign-in's second step, and the signed-in user's own second factor (never with an API token). */
export function registerTwoFactorRoutes(app: FastifyInstance, deps: ModuleDeps): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.post(
    TWO_FACTOR_API.login,
    {
      config: publicRoute,
      schema: {
        tags,
        body: TwoFactorLoginSchema,
        summary: 'Second sign-in step',
        response: textAnswer('Text holding { accessToken, me }'),
      },
    },
    async (request, reply) => sendText(reply, await loginWithCode(deps, request.body, request.ip)),
  );
  r.post(
    TWO_FACTOR_API.loginEnrol,
    {
      config: publicRoute,
      schema: {
        tags,
        body: ChallengeBodySchema,
        response: { 200: EnrolmentSchema },
        summary: 'Enrol at sign-in',
      },
    },
    async (request) => startEnrolmentAtLogin(deps, request.body.challenge, request.ip),
  );
  r.post(
    TWO_FACTOR_API.loginEnrolConfirm,
    {
      config: publicRoute,
      schema: {
        tags,
        body: ChallengeCodeSchema,
        summary: 'Confirm the enrolment at sign-in',
        response: textAnswer('Text holding { accessToken, me, recoveryCodes }'),
      },
    },
    async (request, reply) => sendText(reply, await confirmEnrolmentAtLogin(deps, request.body, request.ip)),
  );
  r.get(
    TWO_FACTOR_API.mine,
    {
      config: identityRoute,
      schema: { tags, response: { 200: TwoFactorStatusSchema }, summary: 'Own second factor' },
    },
    async (request) => {
      const userId = signedInIdentityOf(request).id;
      return {
        ...(await twoFactorNeeds(deps.db, userId)),
        recoveryCodesLeft: await recoveryCodesLeft(deps.db, userId),
      };
    },
  );
  r.post(
    TWO_FACTOR_API.mine,
    {
      config: identityRoute,
      schema: { tags, response: { 200: EnrolmentSchema }, summary: 'Start enrolling an authenticator app' },
    },
    async (request) => startEnrolment(deps, signedInIdentityOf(request)),
  );
  r.post(
    TWO_FACTOR_API.confirm,
    {
      config: identityRoute,
      schema: {
        tags,
        body: ConfirmCodeSchema,
        response: { 200: RecoveryCodesSchema },
        summary: 'Confirm with a first code',
      },
    },
    async (request) => confirmEnrolment(deps, signedInIdentityOf(request).id, request.body.code),
  );
  r.post(
    TWO_FACTOR_API.disable,
    {
      config: identityRoute,
      schema: {
        tags,
        body: DisableTwoFactorSchema,
        summary: 'Turn the second factor off (needs the password)',
        response: noContent(),
      },
    },
    async (request, reply) => {
      await disableTwoFactor(deps, signedInIdentityOf(request).id, request.body.password);
      return reply.status(204).send();
    },
  );
}
