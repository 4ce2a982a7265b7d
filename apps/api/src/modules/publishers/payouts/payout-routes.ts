import {
  idapOf,
  mayReachPayouts,
  PAYOUT_MESSAGES,
  PAYOUTS_API,
  PayeeSetupSchema,
  PaymentsPageSchema,
  PaymentsQuerySchema,
  PayoutQuerySchema,
} from '@adcast/domain/publishers/payouts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { anyMask, authOf } from '../../../http/auth';
import { forbidden, unavailable } from '../../../http/errors';
import { GuardedFetcher } from '../../../media/fetch/guarded-fetcher';
import { loadRecord } from '../../../records/rows';
import type { ModuleDeps } from '../../module-deps';
import { PUBLISHER } from '../publisher-record';
import { payeePayments, payeeSetupUrl } from './tipalti-client';

const tags = ['payouts'];

/**
 * The publisher's payee id, once the caller may reach its payouts: the publisher itself or an
 * admin (403 for other roles); a publisher the caller may not see is not found (404).
 */
async function payeeOf(deps: ModuleDeps, request: FastifyRequest, publisherId: number): Promise<string> {
  const auth = authOf(request);
  if (!mayReachPayouts(auth.mask.role)) throw forbidden();
  const publisher = await loadRecord(deps.db, auth, PUBLISHER, publisherId);
  return idapOf(publisher.id);
}

/** Publisher payouts through Tipalti: the payee set-up page and the payments history. */
export function registerPayoutRoutes(app: FastifyInstance, deps: ModuleDeps): void {
  const fetcher = new GuardedFetcher({
    allowHosts: deps.config.media.fetchAllowHosts,
    userAgent: 'Adcast payouts',
  });
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get(
    PAYOUTS_API.setup,
    {
      config: anyMask,
      schema: {
        tags,
        summary:
          "The publisher's payee set-up page (Tipalti iFrame), signed now; url null when not configured",
        querystring: PayoutQuerySchema,
        response: { 200: PayeeSetupSchema },
      },
    },
    async (request) => {
      const idap = await payeeOf(deps, request, request.query.pub);
      const tipalti = deps.config.tipalti;
      return tipalti
        ? { configured: true, idap, url: payeeSetupUrl(tipalti, idap, new Date()) }
        : { configured: false, idap, url: null };
    },
  );
  r.get(
    PAYOUTS_API.payments,
    {
      config: anyMask,
      schema: {
        tags,
        summary: "The publisher's payments from Tipalti, paged (503 with the reason when Tipalti fails)",
        querystring: PaymentsQuerySchema,
        response: { 200: PaymentsPageSchema },
      },
    },
    async (request) => {
      const { pub, page, size } = request.query;
      const idap = await payeeOf(deps, request, pub);
      const tipalti = deps.config.tipalti;
      if (!tipalti) throw unavailable(PAYOUT_MESSAGES.notConfigured);
      return payeePayments(fetcher, tipalti, { idap, page, size, now: new Date() });
    },
  );
}
