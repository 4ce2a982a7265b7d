import { LIST_COUNT_CAP } from '@adcast/domain/paging';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { publisherResource } from '../features/publishers/publisher-resource';
import { stubApi } from '../test/api-stub';
import { renderInApp, testListRoute } from '../test/render';
import { RecordList } from './record-list';

/** More rows than the count cap: the API answers as its list reader does past the cap. */
const ROWS = LIST_COUNT_CAP + 25;

/**
 * A page as the API gives it: while rows go on past the page, a lower bound (the rows up to one
 * past the page, at least the cap) marked capped; the exact total once the page reaches the end.
 */
function pageOf(url: URL) {
  const page = Number(url.searchParams.get('page') ?? 0);
  const size = Number(url.searchParams.get('size') ?? 10);
  const offset = page * size;
  const ids = Array.from({ length: Math.max(0, Math.min(size, ROWS - offset)) }, (_, i) => offset + i + 1);
  const content = ids.map((id) => ({ id, name: `Publisher ${id}`, status: 'ACTIVE', version: 1 }));
  return offset + size < ROWS
    ? { content, totalElements: Math.max(LIST_COUNT_CAP, offset + size + 1), totalCapped: true }
    : { content, totalElements: ROWS };
}

describe('a list whose total stopped at the cap', () => {
  it("shows the total as '10,000+' and pages on past the cap to the end, where the total is exact", async () => {
    const { requestsTo } = stubApi({
      [publisherResource.paths.list]: pageOf,
      [publisherResource.paths.counts]: () => [{ status: 'ACTIVE', count: LIST_COUNT_CAP, capped: true }],
    });
    renderInApp(
      <RecordList
        resource={publisherResource}
        route={testListRoute(publisherResource.validateListSearch)}
        columns={[{ id: 'name', label: 'Name', render: (row) => row.name }]}
      />,
      '/?page=998',
    );
    expect(await screen.findByText('9,981–9,990 of 10,000+')).toBeTruthy();
    const next = () => screen.getByLabelText('Go to next page');
    const user = userEvent.setup({ delay: null });

    await user.click(next());
    expect(await screen.findByText('9,991–10,000 of 10,001+')).toBeTruthy();
    await user.click(next());
    expect(await screen.findByText('10,001–10,010 of 10,011+')).toBeTruthy();
    expect(screen.getByText('Publisher 10001')).toBeTruthy();
    await user.click(next());
    await user.click(await screen.findByLabelText('Go to next page'));
    expect(await screen.findByText('10,021–10,025 of 10,025')).toBeTruthy();
    expect(screen.getByText('Publisher 10025')).toBeTruthy();
    await waitFor(() => expect((next() as HTMLButtonElement).disabled).toBe(true));
    expect(requestsTo(publisherResource.paths.list).map((r) => r.url.searchParams.get('page'))).toEqual([
      '998',
      '999',
      '1000',
      '1001',
      '1002',
    ]);
  });
});
