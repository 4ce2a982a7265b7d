import { ADVERTISER_NOTICES, ORDER_NOTICES } from '@adcast/domain/campaigns/campaign-messages';
import { CREATIVE_NOTICES } from '@adcast/domain/campaigns/creative-messages';
import { LINE_ITEM_NOTICES } from '@adcast/domain/campaigns/line-item-messages';
import { PICKER_LABELS } from '@adcast/domain/picker-labels';
import { expect, type Page, test } from '@playwright/test';
import { openAs, pick, tableRows, toast, uniqueName } from './support/lists';
import { expectPath, signIn } from './support/session';

/** A VAST 4.2 InLine ad whose one media file a CTV player takes: H.264 MP4 at 1080p, 15 seconds. */
const VAST = `<?xml version="1.0" encoding="UTF-8"?>
<VAST version="4.2"><Ad id="e2e"><InLine><AdSystem>Adcast e2e</AdSystem><AdTitle>Spot</AdTitle>
<AdServingId>e2e-1</AdServingId><Impression><![CDATA[https://track.example.com/impression]]></Impression>
<Creatives><Creative id="c1" adId="a1"><UniversalAdId idRegistry="ad-id.org">E2E0000000H</UniversalAdId>
<Linear><Duration>00:00:15</Duration><MediaFiles><MediaFile delivery="progressive" type="video/mp4"
width="1920" height="1080" codec="avc1.640028"><![CDATA[https://cdn.example.com/e2e.mp4]]></MediaFile>
</MediaFiles></Linear></Creative></Creatives></InLine></Ad></VAST>`;

const field = (page: Page, label: string) => page.getByRole('textbox', { name: label, exact: true });
const created = (page: Page, prefix: string) => expectPath(page, new RegExp(`#${prefix}/edit/\\d+$`));

/** The main path as the admin: an advertiser, its campaign, a line item in it and a VAST creative. */
async function createCampaign(
  page: Page,
  names: Record<'advertiser' | 'order' | 'lineItem' | 'creative', string>,
) {
  await page.goto('/#/campaigns/advertisers/create');
  await field(page, 'Name').fill(names.advertiser);
  await page.getByRole('button', { name: 'Create' }).click();
  await expect(toast(page, ADVERTISER_NOTICES.created)).toBeVisible();
  await created(page, '/campaigns/advertisers');

  await page.goto('/#/orders/create');
  await pick(page, PICKER_LABELS.advertiser, names.advertiser, names.advertiser);
  await field(page, 'Name').fill(names.order);
  await page.getByLabel('Budget').fill('25000');
  await page.getByLabel('Start').fill('2026-12-01');
  await page.getByLabel('End').fill('2026-12-31');
  await page.getByRole('button', { name: 'Create' }).click();
  await expect(toast(page, ORDER_NOTICES.created)).toBeVisible();
  await created(page, '/orders');

  await page.goto('/#/line-items/create');
  await pick(page, PICKER_LABELS.order, names.order, names.order);
  await field(page, 'Name').fill(names.lineItem);
  await page.getByRole('spinbutton', { name: 'CPM', exact: true }).fill('24.5');
  await page.getByLabel('Goal', { exact: true }).fill('500000');
  await page.getByLabel('Start').fill('2026-12-01');
  await page.getByLabel('End').fill('2026-12-15');
  await page.getByRole('button', { name: 'Create' }).click();
  await expect(toast(page, LINE_ITEM_NOTICES.created)).toBeVisible();
  await created(page, '/line-items');

  await page.goto('/#/campaigns/creative-library/create');
  await pick(page, PICKER_LABELS.advertiser, names.advertiser, names.advertiser);
  await field(page, 'Name').fill(names.creative);
  await page.getByLabel('VAST XML').fill(VAST);
  await page.getByRole('button', { name: 'Create' }).click();
  await expect(toast(page, CREATIVE_NOTICES.created)).toBeVisible();
  await created(page, '/campaigns/creative-library');
}

test('an admin makes an advertiser, a campaign, a line item and a VAST creative; a read-only admin reads them without a write button', async ({
  page,
}) => {
  test.slow();
  const names = {
    advertiser: uniqueName('E2E Advertiser'),
    order: uniqueName('E2E Campaign'),
    lineItem: uniqueName('E2E Line item'),
    creative: uniqueName('E2E Spot'),
  };
  await signIn(page, 'admin@adcast.test');
  await expectPath(page, '/dashboard');
  await createCampaign(page, names);

  await page.goto('/#/line-items');
  await page.getByLabel('Search by name').fill(names.lineItem);
  const row = tableRows(page, 'Line items list').filter({ hasText: names.lineItem });
  await expect(row).toContainText(names.order);

  await openAs(page, 'readonly@adcast.test', '/orders');
  await page.getByLabel('Search by name').fill(names.order);
  const order = tableRows(page, 'Campaigns list').filter({ hasText: names.order });
  await expect(order).toHaveCount(1);
  await expect(page.getByRole('link', { name: 'New campaign' })).toHaveCount(0);
  for (const [path, create] of [
    ['/campaigns/advertisers', 'New advertiser'],
    ['/line-items', 'New line item'],
    ['/campaigns/creative-library', 'New creative'],
  ] as const) {
    await page.goto(`/#${path}`);
    await expect(page.getByRole('table')).toBeVisible();
    await expect(page.getByRole('link', { name: create })).toHaveCount(0);
  }
  await page.goto('/#/line-items');
  await page.getByLabel('Search by name').fill(names.lineItem);
  await expect(tableRows(page, 'Line items list').filter({ hasText: names.lineItem })).toHaveCount(1);
  await expect(page.getByRole('button', { name: 'Archive', exact: true })).toHaveCount(0);
  await page.goto('/#/orders/create');
  await expectPath(page, '/forbidden');
});
