import { CAMPAIGN_MESSAGES } from '@adcast/domain/campaigns/campaign-messages';
import { CAMPAIGN_API } from '@adcast/domain/campaigns/paths';
import { beforeAll, describe, expect, it } from 'vitest';
import { orderMessages } from '../src/db/schema/campaigns';
import { PERMISSION_MISSING } from '../src/http/auth';
import { type Builders, builders } from './support/builders';
import { rowCount, useDemoApp } from './support/demand';
import { lastMailTo } from './support/outbox';

type Person = Awaited<ReturnType<Builders['user']>>;

describe('order discussions (part 2 §7: discussion get, post, mark seen)', () => {
  const app = useDemoApp();
  let make: Builders;
  let network: { id: number };
  let order: { id: number; name: string };
  let manager: Person;
  let salesRep: Person;
  beforeAll(async () => {
    make = builders(app.t);
    network = await make.network();
    order = await make.order({ advertiser: await make.advertiser({ networkId: network.id }) });
    manager = await make.user({ roles: ['CAMPAIGN_MANAGER'] }, 'CAMPAIGN_MANAGER');
    salesRep = await make.user({ roles: ['SALES_REPRESENTATIVE'] }, 'SALES_REPRESENTATIVE');
  });

  it('posts a message, mails the user it mentions, and counts it unread for the others until they mark it seen', async () => {
    const posted = await manager.client.post(CAMPAIGN_API.discussion(order.id), {
      body: `  Budget approved, @${salesRep.email.toUpperCase()} please book it.  `,
    });
    expect(posted.statusCode).toBe(201);
    expect(posted.json()).toMatchObject({
      author: { id: manager.id, email: manager.email },
      body: `Budget approved, @${salesRep.email.toUpperCase()} please book it.`,
      mentions: [salesRep.email],
    });
    const mail = await lastMailTo(app.t, salesRep.email);
    expect(mail?.subject).toBe(CAMPAIGN_MESSAGES.mentionSubject(order.name));
    expect(mail?.body).toContain('Budget approved');
    expect(mail?.body).toContain(`/#/orders/edit/${order.id}`);

    const theirs = (await salesRep.client.get(CAMPAIGN_API.discussion(order.id))).json();
    expect(theirs).toMatchObject({ orderId: order.id, unread: 1, messages: [{ id: posted.json().id }] });
    const unread = await salesRep.client.get(`${CAMPAIGN_API.unreadDiscussions}?ids=${order.id}`);
    expect(unread.json()).toEqual([{ orderId: order.id, unread: 1 }]);
    // The author's own message is never unread to them.
    expect((await manager.client.get(`${CAMPAIGN_API.unreadDiscussions}?ids=${order.id}`)).json()).toEqual(
      [],
    );

    expect((await salesRep.client.put(CAMPAIGN_API.discussionSeen(order.id))).statusCode).toBe(204);
    expect((await salesRep.client.get(CAMPAIGN_API.discussion(order.id))).json().unread).toBe(0);
    expect((await salesRep.client.get(`${CAMPAIGN_API.unreadDiscussions}?ids=${order.id}`)).json()).toEqual(
      [],
    );
  });

  it('refuses a mention of an address that is no user who may see the order, and writes nothing', async () => {
    const designer = await make.user({ roles: ['DESIGNER'] }, 'DESIGNER');
    const elsewhere = await make.user({ roles: ['ADMIN'], networkId: (await make.network()).id }, 'ADMIN');
    const before = await rowCount(app.t, orderMessages);
    const refused = await manager.client.post(CAMPAIGN_API.discussion(order.id), {
      body: `@nobody@example.com, @${designer.email} and @${elsewhere.email}: see this`,
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().messages).toEqual([
      CAMPAIGN_MESSAGES.mentionNotAllowed(['nobody@example.com', designer.email, elsewhere.email]),
    ]);
    const blank = await manager.client.post(CAMPAIGN_API.discussion(order.id), { body: '   ' });
    expect(blank.json().messages).toEqual([`body: ${CAMPAIGN_MESSAGES.messageBody}`]);
    expect(await rowCount(app.t, orderMessages)).toBe(before);
    expect(await lastMailTo(app.t, designer.email)).toBeNull();
  });

  it("only users who may see the order read or post: another network's user gets 404, a read-only admin reads only", async () => {
    const outsider = await make.user({ roles: ['ADMIN'], networkId: (await make.network()).id }, 'ADMIN');
    expect((await outsider.client.get(CAMPAIGN_API.discussion(order.id))).statusCode).toBe(404);
    expect((await outsider.client.post(CAMPAIGN_API.discussion(order.id), { body: 'hi' })).statusCode).toBe(
      404,
    );
    expect((await outsider.client.get(`${CAMPAIGN_API.unreadDiscussions}?ids=${order.id}`)).json()).toEqual(
      [],
    );
    const insider = await make.user({ roles: ['ADMIN'], networkId: network.id }, 'ADMIN');
    expect((await insider.client.get(CAMPAIGN_API.discussion(order.id))).statusCode).toBe(200);
    const readonly = await make.user({ roles: ['READ_ONLY_ADMIN'] }, 'READ_ONLY_ADMIN');
    expect((await readonly.client.get(CAMPAIGN_API.discussion(order.id))).statusCode).toBe(200);
    const post = await readonly.client.post(CAMPAIGN_API.discussion(order.id), { body: 'hi' });
    expect(post.statusCode).toBe(403);
    expect(post.json().messages).toEqual([PERMISSION_MISSING]);
    const designer = await make.user({ roles: ['DESIGNER'] }, 'DESIGNER');
    expect((await designer.client.get(CAMPAIGN_API.discussion(order.id))).statusCode).toBe(403);
  });
});
