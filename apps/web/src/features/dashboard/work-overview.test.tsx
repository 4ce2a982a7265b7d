import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { stubApi } from '../../test/api-stub';
import { renderInApp } from '../../test/render';
import { WorkOverview } from './work-overview';

const counts = (active: number, inactive: number, archived: number) => () => [
  { status: 'ACTIVE', count: active },
  { status: 'INACTIVE', count: inactive },
  { status: 'ARCHIVED', count: archived },
];

describe('home: the lists the role works on (issue 7)', () => {
  it('shows a sales representative each list it may read with its counts, linked to the list', async () => {
    stubApi(
      {
        '/api/dpconnection/count-by-status': counts(39, 15, 6),
        '/api/dp/count-by-status': counts(12, 0, 1),
        '/api/placements/count-by-status': counts(80, 4, 2),
      },
      { role: 'SALES_REPRESENTATIVE' },
    );
    renderInApp(<WorkOverview />);
    const section = await screen.findByRole('region', { name: 'Your lists' });
    const connections = await within(section).findByText('39 active · 15 inactive · 6 archived');
    expect(connections.closest('a')?.getAttribute('href')).toBe('/connections');
    expect(await within(section).findByText('12 active · 0 inactive · 1 archived')).toBeTruthy();
    expect(
      within(section)
        .getAllByRole('heading', { level: 3 })
        .map((heading) => heading.textContent),
    ).toEqual(['Demand connections', 'Demand partners', 'Placements']);
  });

  it('shows nothing to a designer, whose lists are not built yet, and asks the API nothing', async () => {
    const { fetchMock } = stubApi({}, { role: 'DESIGNER', publisherId: 3 });
    renderInApp(
      <>
        <p>home</p>
        <WorkOverview />
      </>,
    );
    await screen.findByText('home');
    expect(screen.queryByRole('region', { name: 'Your lists' })).toBeNull();
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
