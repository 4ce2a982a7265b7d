import { CAMPAIGN_API } from '@adcast/domain/campaigns/paths';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { setMask } from '../../../api/mask-store';
import { MeContext } from '../../../session/me';
import { stubApi } from '../../../test/api-stub';
import { anOrder } from '../../../test/campaign-builders';
import { aUser } from '../../../test/deal-builder';
import { renderInApp } from '../../../test/render';
import { OrderDiscussionPanel } from './order-discussion-panel';

const ORDER = anOrder(4, { name: 'Winter launch' });
const MESSAGE = {
  id: 11,
  author: { id: 2, name: 'Casey Manager', email: 'casey@adcast.test' },
  body: 'Budget approved, @sam@adcast.test please book it.',
  mentions: ['sam@adcast.test'],
  createdOn: '2026-11-20T10:30:00.000Z',
};

function renderPanel(mask: Parameters<typeof setMask>[0] = { role: 'ADMIN' }, unread = 0) {
  const posted = vi.fn(() => ({ ...MESSAGE, id: 12, body: 'Booked.' }));
  const api = stubApi(
    {
      [`GET ${CAMPAIGN_API.discussion(ORDER.id)}`]: () => ({
        orderId: ORDER.id,
        messages: [MESSAGE],
        unread,
      }),
      [`POST ${CAMPAIGN_API.discussion(ORDER.id)}`]: posted,
      [CAMPAIGN_API.discussionSeen(ORDER.id)]: () => new Response(null, { status: 204 }),
    },
    mask,
  );
  renderInApp(
    <MeContext value={aUser()}>
      <OrderDiscussionPanel order={ORDER} />
    </MeContext>,
  );
  return { ...api, posted };
}

describe("a campaign's discussion (part 2 §7: discussion get, post, mark seen)", () => {
  it('shows the messages with their authors, and posts a new one, mentions included', async () => {
    const { posted, requestsTo } = renderPanel();
    const messages = await screen.findByRole('list', { name: 'Messages' });
    expect(within(messages).getByText(MESSAGE.body)).toBeTruthy();
    expect(within(messages).getByText(/Casey Manager/)).toBeTruthy();
    const post = screen.getByRole('button', { name: 'Post' }) as HTMLButtonElement;
    expect(post.disabled).toBe(true);
    await userEvent.type(screen.getByRole('textbox', { name: 'Message' }), '  Booked, @casey@adcast.test  ');
    await userEvent.click(post);
    await waitFor(() => expect(posted).toHaveBeenCalledOnce());
    const [sent] = requestsTo(CAMPAIGN_API.discussion(ORDER.id)).filter((r) => r.init.method === 'POST');
    expect(JSON.parse(String(sent!.init.body))).toEqual({ body: 'Booked, @casey@adcast.test' });
    await waitFor(() =>
      expect((screen.getByRole('textbox', { name: 'Message' }) as HTMLTextAreaElement).value).toBe(''),
    );
  });

  it('marks the messages seen once shown when some were unread', async () => {
    const unread = renderPanel({ role: 'ADMIN' }, 2);
    await waitFor(() => expect(unread.requestsTo(CAMPAIGN_API.discussionSeen(ORDER.id))).toHaveLength(1));
  });

  it('lets a read-only admin read the discussion but offers no box to post', async () => {
    const { requestsTo } = renderPanel({ role: 'READ_ONLY_ADMIN' });
    await screen.findByRole('list', { name: 'Messages' });
    expect(screen.queryByRole('textbox', { name: 'Message' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Post' })).toBeNull();
    expect(requestsTo(CAMPAIGN_API.discussionSeen(ORDER.id))).toHaveLength(0);
  });
});
