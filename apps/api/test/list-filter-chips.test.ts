import { LIST_FILTER_MESSAGES } from '@adcast/domain/contracts/list-filters';
import { INTEGRATION_TYPE_OPTIONS } from '@adcast/domain/enumerations';
import { beforeAll, describe, expect, it } from 'vitest';
import { builders } from './support/builders';
import { countsOf, type PageBody, useDemoApp } from './support/demand';

type ConnectionBody = PageBody<{ id: number; integrationType: string; demandPartner: { id: number } }>;

// The contract's filter chips (issue 31): the connections list filters by partner and integration
// type, the status boxes count what the chips leave, and a wrong value is refused with a message.
describe('list filter chips: connections by partner and integration type', () => {
  const app = useDemoApp();
  let partnerIds: number[];

  beforeAll(async () => {
    const make = builders(app.t);
    const networkId = (await make.network()).id;
    const partners = [await make.partner({ networkId }), await make.partner({ networkId })];
    partnerIds = partners.map((partner) => partner.id);
    const types = ['ORTB', 'VAST', 'PBS'] as const;
    for (let i = 0; i < 6; i++)
      await make.connection({
        partner: partners[i % 2],
        integrationType: types[i % 3],
        status: i === 5 ? 'INACTIVE' : 'ACTIVE',
      });
  });

  const list = async (query: string) =>
    (
      await app.admin.get(`/api/dpconnection?status=ACTIVE,INACTIVE&size=50&${query}`)
    ).json() as ConnectionBody;

  it("lists only the chosen partners' connections", async () => {
    const page = await list(`dpIds=${partnerIds[0]}`);
    expect(page.totalElements).toBe(3);
    expect(page.content.every((row) => row.demandPartner.id === partnerIds[0])).toBe(true);
    expect((await list(`dpIds=${partnerIds.join(',')}`)).totalElements).toBe(6);
  });

  it('narrows by integration type on top of the partner, and the status boxes count the same rows', async () => {
    const page = await list(`dpIds=${partnerIds.join(',')}&integrationTypes=VAST,PBS`);
    expect(page.totalElements).toBe(4);
    expect(page.content.every((row) => row.integrationType !== 'ORTB')).toBe(true);
    const counts = await app.admin.get(
      `/api/dpconnection/count-by-status?dpIds=${partnerIds.join(',')}&integrationTypes=PBS`,
    );
    expect(countsOf(counts.json())).toEqual({ ACTIVE: 1, INACTIVE: 1, ARCHIVED: 0 });
  });

  it('refuses an integration type it does not know, saying which ones there are', async () => {
    const answer = await app.admin.get(`/api/dpconnection?dpIds=${partnerIds[0]}&integrationTypes=SOAP`);
    expect(answer.statusCode).toBe(400);
    const message = LIST_FILTER_MESSAGES.enumValue('Integration type', INTEGRATION_TYPE_OPTIONS);
    expect(message).toBe('Integration type must be one of ORTB, VAST, PBS, Custom');
    expect(answer.json().messages).toEqual([expect.stringContaining(message)]);
  });
});
