import { NetworkTwoFactorSchema, TWO_FACTOR_API, TWO_FACTOR_MESSAGES } from '@adcast/domain/users/two-factor';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { networkTwoFactorOf, setNetworkRequiresTwoFactor } from '../../db/two-factor';
import { type AuthContext, anyMask, authOf } from '../../http/auth';
import { forbidden, notFound } from '../../http/errors';
import { IdParamsSchema } from '../../http/params';
import { recordChange } from '../../records/changelog-entry';
import type { ModuleDeps } from '../module-deps';

const tags = ['networks'];

/** A network's admin, or a staff admin (an ADMIN of no network), working as ADMIN. */
function checkMayRequire(auth: AuthContext, networkId: number): void {
  const ownNetwork = auth.user.network?.id;
  if (auth.mask.role !== 'ADMIN' || (ownNetwork !== undefined && ownNetwork !== networkId)) {
    throw forbidden(TWO_FACTOR_MESSAGES.notYourNetwork);
  }
}

/** Whether a network's users must sign in with a second factor. */
export function registerNetworkTwoFactorRoutes(app: FastifyInstance, deps: ModuleDeps): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const requirementOf = async (auth: AuthContext, networkId: number) => {
    checkMayRequire(auth, networkId);
    const network = await networkTwoFactorOf(deps.db, networkId);
    if (network === null) throw notFound('Network');
    return network;
  };
  r.get(
    TWO_FACTOR_API.network(':id'),
    {
      config: anyMask,
      schema: {
        tags,
        params: IdParamsSchema,
        response: { 200: NetworkTwoFactorSchema },
        summary: 'Is a second factor required',
      },
    },
    async (request) => ({ required: (await requirementOf(authOf(request), request.params.id)).required }),
  );
  r.put(
    TWO_FACTOR_API.network(':id'),
    {
      config: anyMask,
      schema: {
        tags,
        params: IdParamsSchema,
        body: NetworkTwoFactorSchema,
        response: { 200: NetworkTwoFactorSchema },
        summary: "Require a second factor of the network's users",
      },
    },
    async (request) => {
      const auth = authOf(request);
      const { id } = request.params;
      const { required } = request.body;
      const before = await requirementOf(auth, id);
      if (before.required === required) return { required };
      await deps.db.transaction(async (tx) => {
        await setNetworkRequiresTwoFactor(tx, id, required);
        // Its own action: a network's UPDATE is revertible, this change is not.
        await recordChange(tx, {
          entityType: 'NETWORK',
          entityId: id,
          action: 'TWO_FACTOR_REQUIREMENT',
          userId: auth.user.id,
          networkId: id,
          before: { name: before.name, requireTwoFactor: before.required },
          after: { name: before.name, requireTwoFactor: required },
        });
      });
      return { required };
    },
  );
}
