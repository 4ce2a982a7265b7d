import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { type Fact, importFacts } from './support/facts';
import { openAs, tableRows } from './support/lists';
import { addFromPicker, chooseDates, removeChip } from './support/report-builder';

/**
 * Every hour of January 2019 (a month the traffic simulator never fills): 744 rows by hour, more
 * than the e2e server answers at once (its REPORT_AT_ONCE_ROWS is 500), so the export is a report file.
 */
const HOURS = 31 * 24;
const FACTS: Fact[] = Array.from({ length: HOURS }, (_, i) => ({
  hour: new Date(Date.UTC(2019, 0, 1, i)).toISOString(),
  ad_requests: 10 + (i % 24),
  ad_impressions: 4,
  revenue: 0.5,
}));

test('a report too big to answer at once is prepared as a file, shown in Report files and downloaded', async ({
  page,
}) => {
  test.slow();
  await openAs(page, 'admin@adcast.test', '/reports');
  await importFacts(page, 'e2e-report-files', FACTS);
  await chooseDates(page, '2019-01-01', '2019-01-31', '01/01/2019 – 01/31/2019');
  await removeChip(page, 'Dimensions', 'Day');
  await addFromPicker(page, 'Dimensions', 'Hour');
  await expect(tableRows(page, 'Report').first()).toHaveText(/^2019-01-01 00:00104\$0\.50$/);

  await page.getByRole('button', { name: 'Export CSV' }).click();
  await expect(
    page.getByText(
      'This report is too big to answer at once: it is being prepared, and can be downloaded when done',
    ),
  ).toBeVisible();
  const files = page.getByRole('region', { name: 'Report files' });
  const name = 'report-2019-01-01-2019-01-31.csv';
  await expect(files.getByText(name)).toBeVisible();
  // While it is made the file shows its progress; once made, how many rows it holds and a download.
  const download = files.getByRole('button', { name: `Download ${name}` });
  await expect(
    files.getByRole('progressbar', { name: new RegExp(`^${name}: \\d+%$`) }).or(download),
  ).toBeVisible();
  await expect(files.getByText('Ready · 744 rows')).toBeVisible();

  const saved = page.waitForEvent('download');
  await download.click();
  expect((await saved).suggestedFilename()).toBe(name);
  const lines = (await readFile(await (await saved).path(), 'utf8')).split('\r\n');
  expect(lines[0]).toBe('Hour,Ad Requests,Ad Impressions,Revenue');
  expect(lines.slice(1, 3)).toEqual(['2019-01-01 00:00,10,4,0.5', '2019-01-01 01:00,11,4,0.5']);
  expect(lines.at(-2)).toBe('2019-01-31 23:00,33,4,0.5');
  expect(lines).toHaveLength(1 + HOURS + 1);
  const requests = lines.slice(1, -1).reduce((sum, line) => sum + Number(line.split(',')[1]), 0);
  expect(requests).toBe(FACTS.reduce((sum, fact) => sum + Number(fact.ad_requests), 0));
});
