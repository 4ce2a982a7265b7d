import { execFileSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ADVERTISER_NOTICES, ORDER_NOTICES } from '@adcast/domain/campaigns/campaign-messages';
import { CREATIVE_NOTICES } from '@adcast/domain/campaigns/creative-messages';
import { LINE_ITEM_NOTICES } from '@adcast/domain/campaigns/line-item-messages';
import { PICKER_LABELS } from '@adcast/domain/picker-labels';
import { expect, type Page, test } from '@playwright/test';
import { importFacts } from './support/facts';
import { openAs, pick, toast, uniqueName } from './support/lists';
import { expectPath, signIn } from './support/session';

const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

async function choose(page: Page, field: string, option: string) {
  await page.getByRole('combobox', { name: field, exact: true }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

/** Saves the form and answers the id of the record the page then opens. */
async function create(page: Page, notice: string, editor: RegExp): Promise<number> {
  await page.getByRole('button', { name: 'Create' }).click();
  await expect(toast(page, notice)).toBeVisible();
  await expectPath(page, editor);
  return Number(new URL(page.url()).hash.split('/').pop());
}

/** A 1280x720 H.264 clip of `seconds`, as a creative's video file must be. */
function videoFile(seconds: number): string {
  const file = join(mkdtempSync(join(tmpdir(), 'adcast-e2e-')), 'spot.mp4');
  execFileSync('ffmpeg', [
    ...['-y', '-hide_banner', '-loglevel', 'error'],
    ...['-f', 'lavfi', '-i', 'testsrc2=size=1280x720:rate=25'],
    ...['-f', 'lavfi', '-i', 'sine=frequency=440:sample_rate=48000'],
    ...['-t', String(seconds), '-pix_fmt', 'yuv420p', '-c:v', 'libx264', '-preset', 'ultrafast'],
    ...['-c:a', 'aac', '-shortest', file],
  ]);
  return file;
}

const inlineVast = (name: string) => `<VAST version="4.2">
  <Ad id="e2e"><InLine>
    <AdSystem>E2E</AdSystem><AdTitle>${name}</AdTitle>
    <Impression><![CDATA[https://track.example.com/imp]]></Impression>
    <Creatives><Creative><UniversalAdId idRegistry="E2E">e2e-1</UniversalAdId><Linear>
      <Duration>00:00:30</Duration>
      <MediaFiles>
        <MediaFile delivery="progressive" type="video/mp4" width="1920" height="1080" codec="avc1.640028"><![CDATA[https://cdn.example.com/spot-1080.mp4]]></MediaFile>
      </MediaFiles>
    </Linear></Creative></Creatives>
  </InLine></Ad>
</VAST>`;

test('a campaign manager sets up an advertiser, a campaign with a line item, a VAST and a video creative, and sees delivery move as facts arrive', async ({
  page,
  browser,
}) => {
  test.slow();
  const advertiser = uniqueName('e2e Advertiser');
  const campaign = uniqueName('e2e Campaign');
  const lineItem = uniqueName('e2e Line item');
  await signIn(page, 'campaigns@adcast.test');
  await page.getByText('Campaigns dashboard', { exact: true }).click();
  await expectPath(page, '/orders');

  await page.goto('/#/campaigns/advertisers/create');
  await page.getByRole('textbox', { name: 'Name', exact: true }).fill(advertiser);
  await create(page, ADVERTISER_NOTICES.created, /#\/campaigns\/advertisers\/edit\/\d+$/);

  await page.goto('/#/orders/create');
  await pick(page, PICKER_LABELS.advertiser, advertiser, advertiser);
  await page.getByRole('textbox', { name: 'Name', exact: true }).fill(campaign);
  await page.getByRole('spinbutton', { name: 'Budget', exact: true }).fill('50000');
  await page.getByRole('textbox', { name: 'Start', exact: true }).fill(day(-3));
  await page.getByRole('textbox', { name: 'End', exact: true }).fill(day(27));
  await create(page, ORDER_NOTICES.created, /#\/orders\/edit\/\d+$/);

  await page.goto('/#/line-items/create');
  await pick(page, PICKER_LABELS.order, campaign, campaign);
  await page.getByRole('textbox', { name: 'Name', exact: true }).fill(lineItem);
  await page.getByRole('spinbutton', { name: 'CPM', exact: true }).fill('25');
  await page.getByRole('spinbutton', { name: 'Goal', exact: true }).fill('10000');
  await page.getByRole('textbox', { name: 'Start', exact: true }).fill(day(-3));
  await page.getByRole('textbox', { name: 'End', exact: true }).fill(day(27));
  const lineItemId = await create(page, LINE_ITEM_NOTICES.created, /#\/line-items\/edit\/\d+$/);

  await page.goto('/#/campaigns/creative-library/create');
  await pick(page, PICKER_LABELS.advertiser, advertiser, advertiser);
  await page.getByRole('textbox', { name: 'Name', exact: true }).fill(`${advertiser} VAST 30s`);
  await choose(page, 'Type', 'VAST');
  await page.getByRole('spinbutton', { name: 'Duration (s)', exact: true }).fill('30');
  await page.getByRole('textbox', { name: 'VAST XML', exact: true }).fill(inlineVast(advertiser));
  await page.getByRole('button', { name: 'Check VAST' }).click();
  await expect(page.getByText('The VAST plays on CTV (VAST 4.2)')).toBeVisible();
  await pick(page, PICKER_LABELS.order, campaign, campaign);
  await create(page, CREATIVE_NOTICES.created, /#\/campaigns\/creative-library\/edit\/\d+$/);

  await page.goto('/#/campaigns/creative-library/create');
  await pick(page, PICKER_LABELS.advertiser, advertiser, advertiser);
  await page.getByRole('textbox', { name: 'Name', exact: true }).fill(`${advertiser} spot 2s`);
  await choose(page, 'Type', 'Video file');
  await page.getByRole('spinbutton', { name: 'Duration (s)', exact: true }).fill('2');
  await page.getByLabel('Choose video file').setInputFiles(videoFile(2));
  await pick(page, PICKER_LABELS.order, campaign, campaign);
  await create(page, CREATIVE_NOTICES.created, /#\/campaigns\/creative-library\/edit\/\d+$/);
  // The page asks again while the file is checked and transcoded.
  await expect(page.getByText(/spot\.mp4 \(1280x720, h264, 2\.0 s\): Ready/)).toBeVisible({
    timeout: 120_000,
  });
  await expect(page.getByText('Renditions: 720p MP4 and HLS')).toBeVisible();

  await page.goto(`/#/line-items/edit/${lineItemId}`);
  const delivery = page
    .locator('.MuiCard-root')
    .filter({ has: page.getByRole('heading', { name: 'Delivery' }) });
  await expect(delivery).toContainText('Impressions0');

  const admin = await browser.newPage();
  await openAs(admin, 'admin@adcast.test', '/dashboard');
  const hour = `${day(-1)}T10:00:00Z`;
  await importFacts(admin, `e2e-delivery-${lineItemId}`, [
    { hour, line_item_id: lineItemId, ad_impressions: 1200, revenue: 30 },
  ]);
  await admin.close();

  await page.reload();
  await expect(delivery).toContainText('Impressions1,200');
  await expect(delivery).toContainText('Spent budget$30.00');
  await expect(delivery).toContainText('eCPM$25.00');
});
