import { CAMPAIGN_API } from '@adcast/domain/campaigns/paths';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { MeContext } from '../../../session/me';
import { stubApi } from '../../../test/api-stub';
import { aLineItem } from '../../../test/campaign-builders';
import { aUser } from '../../../test/deal-builder';
import { renderInApp } from '../../../test/render';
import { CREATIVE_LINE_ITEMS_TITLE, CreativeLineItemsPanel } from './order-line-items-panel';

describe("the creative page's connected line items", () => {
  it("links each line item of the creative's campaigns", async () => {
    stubApi({
      [CAMPAIGN_API.creativeLineItems(7)]: () => [
        aLineItem(3, { name: 'Opening week' }),
        aLineItem(5, { name: 'Closing week' }),
      ],
    });
    renderInApp(
      <MeContext value={aUser()}>
        <CreativeLineItemsPanel creativeId={7} />
      </MeContext>,
    );
    const section = await screen.findByRole('region', { name: CREATIVE_LINE_ITEMS_TITLE });
    expect((await within(section).findByRole('link', { name: 'Opening week' })).getAttribute('href')).toBe(
      '/line-items/edit/3',
    );
    expect(within(section).getByRole('link', { name: 'Closing week' }).getAttribute('href')).toBe(
      '/line-items/edit/5',
    );
  });

  it('says when the campaigns have none', async () => {
    stubApi({ [CAMPAIGN_API.creativeLineItems(8)]: () => [] });
    renderInApp(
      <MeContext value={aUser()}>
        <CreativeLineItemsPanel creativeId={8} />
      </MeContext>,
    );
    expect(
      await screen.findByText('No line items: link the creative to a campaign that has some.'),
    ).toBeTruthy();
  });
});
