import { REPORT_API } from '@adcast/domain/reports/paths';
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubApi } from '../../test/api-stub';
import { renderInApp } from '../../test/render';
import { ContentOwnerDashboard } from './content-owner-dashboard';

describe('ContentOwnerDashboard', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('asks for its own content owner and shows totals, top videos, locations and platforms', async () => {
    const { requestsTo } = stubApi(
      {
        [REPORT_API.coDash('total')]: () => ({ plays: 1234, watchSeconds: 17_122_924 }),
        [REPORT_API.coDash('videos-by-day')]: () => ({ days: [] }),
        [REPORT_API.coDash('top-videos')]: () => ({
          videos: [
            { key: 42, name: 'Harbour Lights', plays: 900, watchSeconds: 3725 },
            { key: 43, plays: 3, watchSeconds: 30 },
          ],
        }),
        [REPORT_API.coDash('videos-by-location')]: () => ({
          countries: [{ key: 'GB', plays: 10, watchSeconds: 65 }],
        }),
        [REPORT_API.coDash('videos-by-platform')]: () => ({ platforms: [] }),
      },
      { role: 'CONTENT_OWNER', contentOwnerId: 7 },
    );
    renderInApp(<ContentOwnerDashboard contentOwnerId={7} />);
    expect((await screen.findByLabelText('Video plays')).textContent).toContain('1,234');
    // Issue 31: 4756:42:04 reads as days and hours, a video by its title.
    expect(screen.getByLabelText('Watch time').textContent).toContain('198 d 4 h');
    const videos = await screen.findByRole('table', { name: 'Top videos' });
    const [harbour, removed] = within(videos).getAllByRole('row').slice(1);
    expect(harbour?.textContent).toBe('Harbour Lights9001 h 2 min');
    expect(removed?.textContent).toBe('Removed video #43330 s');
    const places = await screen.findByRole('table', { name: 'By location' });
    expect(within(places).getByText('GB')).toBeTruthy();
    expect(screen.getAllByText('No data to show')).toHaveLength(2);
    expect(requestsTo(REPORT_API.coDash('total'))[0]?.url.searchParams.get('coId')).toBe('7');
  });
});
