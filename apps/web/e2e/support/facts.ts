import { expect, type Page } from '@playwright/test';

export type Fact = { hour: string } & Record<string, string | number>;

/** Imports hourly ad facts as one batch through the API, as the signed-in user of the page. */
export async function importFacts(page: Page, batchId: string, facts: readonly Fact[]): Promise<void> {
  const token = await page.evaluate(() => window.localStorage.getItem('authenticationToken'));
  const response = await page.request.post(`/api/report/import?batchId=${batchId}&kind=ad`, {
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/x-ndjson' },
    data: facts.map((fact) => JSON.stringify({ network_id: 0, publisher_id: 1, ...fact })).join('\n'),
  });
  expect(response.status()).toBe(200);
}
