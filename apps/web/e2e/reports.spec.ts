import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import ExcelJS from 'exceljs';
import { importFacts } from './support/facts';
import { openAs, tableRows } from './support/lists';
import { startMailCatcher } from './support/mail-catcher';
import { addFromPicker, chip, chooseDates, removeChip } from './support/report-builder';

const catcher = startMailCatcher();
test.beforeAll(() => catcher.listen());
test.afterAll(() => catcher.close());

/** Facts on days the traffic simulator never fills (it covers the last 90 days), so the numbers are exact. */
const FACTS = [
  {
    hour: '2020-03-02T10:00:00Z',
    domain: 'alpha.example',
    country: 'US',
    ad_requests: 100,
    ad_impressions: 40,
    revenue: 2,
  },
  {
    hour: '2020-03-02T11:00:00Z',
    domain: 'alpha.example',
    country: 'GB',
    ad_requests: 50,
    ad_impressions: 10,
    revenue: 0.5,
  },
  {
    hour: '2020-03-02T12:00:00Z',
    domain: 'beta.example',
    country: 'US',
    ad_requests: 20,
    ad_impressions: 5,
    revenue: 0.25,
  },
  // The day before, for compare.
  {
    hour: '2020-03-01T10:00:00Z',
    domain: 'alpha.example',
    country: 'US',
    ad_requests: 50,
    ad_impressions: 20,
    revenue: 1,
  },
];

test('build a report, change a dimension, export CSV and XLSX, a reload keeps the report, compare with the day before', async ({
  page,
}) => {
  test.slow();
  await openAs(page, 'admin@adcast.test', '/reports');
  await importFacts(page, 'e2e-builder', FACTS);
  await expect(page.getByRole('heading', { name: 'Report Builder' })).toBeVisible();

  // The range: one day of the imported facts.
  await chooseDates(page, '2020-03-02', '2020-03-02', '03/02/2020 – 03/02/2020');

  // Two dimensions instead of Day, with the three default metrics.
  await removeChip(page, 'Dimensions', 'Day');
  await addFromPicker(page, 'Dimensions', 'Domain');
  await addFromPicker(page, 'Dimensions', 'Country');
  const rows = tableRows(page, 'Report');
  await expect(rows).toHaveText([
    /^alpha\.exampleUS10040\$2\.00$/,
    /^alpha\.exampleGB5010\$0\.50$/,
    /^beta\.exampleUS205\$0\.25$/,
    /^Total17055\$2\.75$/,
  ]);

  // Change a dimension: without Country the domains add up.
  await removeChip(page, 'Dimensions', 'Country');
  await expect(rows).toHaveText([
    /^alpha\.example15050\$2\.50$/,
    /^beta\.example205\$0\.25$/,
    /^Total17055\$2\.75$/,
  ]);

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export CSV' }).click();
  const file = await (await download).path();
  expect((await readFile(file, 'utf8')).split('\r\n')).toEqual([
    'Domain,Ad Requests,Ad Impressions,Revenue',
    'alpha.example,150,50,2.5',
    'beta.example,20,5,0.25',
    '',
  ]);
  const workbookDownload = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export XLSX' }).click();
  const saved = await workbookDownload;
  expect(saved.suggestedFilename()).toBe('report.xlsx');
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.readFile(await saved.path());
  expect(
    workbook.worksheets[0]
      ?.getSheetValues()
      .slice(1)
      .map((row) => (row as unknown[]).slice(1)),
  ).toEqual([
    ['Domain', 'Ad Requests', 'Ad Impressions', 'Revenue'],
    ['alpha.example', 150, 50, 2.5],
    ['beta.example', 20, 5, 0.25],
  ]);

  await page.reload();
  await expect(page.getByRole('button', { name: /, date range$/ })).toHaveText('03/02/2020 – 03/02/2020');
  await expect(chip(page, 'Dimensions', 'Domain')).toBeVisible();
  await expect(rows).toHaveText([
    /^alpha\.example15050\$2\.50$/,
    /^beta\.example205\$0\.25$/,
    /^Total17055\$2\.75$/,
  ]);

  // Compare with the previous period (the day before): each metric's change and what it was.
  await page.getByRole('button', { name: /, date range$/ }).click();
  await page.getByRole('dialog', { name: 'Date range' }).getByLabel('Compare: Disabled').click();
  await page.getByRole('dialog', { name: 'Date range' }).getByRole('button', { name: 'Select' }).click();
  await expect(rows).toHaveText([
    'alpha.example150+200.00%was 5050+150.00%was 20$2.50+150.00%was $1.00',
    'beta.example20was 05was 0$0.25was $0.00',
    'Total170+240.00%was 5055+175.00%was 20$2.75+175.00%was $1.00',
  ]);
  await expect(
    page.getByText(/^Compared with \d\d\/\d\d\/\d{4} – \d\d\/\d\d\/\d{4}: each figure/),
  ).toBeVisible();
});

/** The CSV attached to a mail (nodemailer sends it base64-encoded). */
function attachedCsv(body: string): string {
  const match = /filename=report\.csv[\s\S]*?\r\n\r\n([A-Za-z0-9+/=\r\n]+)/.exec(body);
  if (!match?.[1]) throw new Error(`no report.csv in:\n${body}`);
  return Buffer.from(match[1].replace(/\r\n/g, ''), 'base64').toString('utf8');
}

test('schedule a report from the builder, send it, receive the mail, pause and delete it', async ({
  page,
}) => {
  test.slow();
  const recipient = 'e2e-reports@example.com';
  await openAs(page, 'admin@adcast.test', '/reports');
  await page.getByRole('button', { name: 'Schedule' }).click();
  const dialog = page.getByRole('dialog', { name: 'Schedule a report' });
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog.getByText('Name is required')).toBeVisible();
  await expect(dialog.getByText('Add at least one recipient')).toBeVisible();
  await dialog.getByLabel('Name').fill('Daily e2e');
  await dialog.getByRole('combobox', { name: 'Recipients' }).fill(recipient);
  await page.keyboard.press('Enter');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Report scheduled')).toBeVisible();

  await page.goto('/#/scheduled-reports');
  const row = tableRows(page, 'Scheduled reports').filter({ hasText: 'Daily e2e' });
  await expect(row).toContainText('Daily at 07:00 (UTC)');
  await expect(row).toContainText('Not sent yet');
  await row.getByRole('button', { name: 'Actions for Daily e2e' }).click();
  await page.getByRole('menuitem', { name: 'Send now' }).click();
  await expect.poll(() => catcher.received.filter((mail) => mail.to === recipient).length).toBe(1);
  const mail = catcher.received.find((m) => m.to === recipient)!;
  expect(mail.body).toContain('Daily at 07:00 (UTC)');
  expect(attachedCsv(mail.body).split('\r\n')[0]).toBe('Day,Ad Requests,Ad Impressions,Revenue');

  await row.getByRole('button', { name: 'Actions for Daily e2e' }).click();
  await page.getByRole('menuitem', { name: 'History' }).click();
  const history = page.getByRole('dialog', { name: 'History of Daily e2e' });
  await expect(history.getByRole('table', { name: 'Sends' })).toContainText(recipient);
  await expect(history.getByRole('table', { name: 'Sends' })).toContainText('Sent');
  await history.getByRole('button', { name: 'Close' }).click();

  await row.getByRole('button', { name: 'Actions for Daily e2e' }).click();
  await page.getByRole('menuitem', { name: 'Pause' }).click();
  await expect(row).toContainText('Paused');
  await row.getByRole('button', { name: 'Actions for Daily e2e' }).click();
  await page.getByRole('menuitem', { name: 'Delete' }).click();
  await page.getByRole('button', { name: 'Yes!' }).click();
  await expect(row).toHaveCount(0);
});
