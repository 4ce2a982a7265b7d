import type { Video } from '@adcast/domain/catalogue/videos';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { stubApi } from '../../../test/api-stub';
import { renderInApp } from '../../../test/render';
import { ContentBytesPage } from './content-bytes-page';

const clip = (id: number, patch: Partial<Video>) =>
  ({
    id,
    title: `Clip ${id}`,
    companyOwner: null,
    duration: 15,
    mediaStatus: 'READY',
    createdOn: '2026-11-01T10:00:00Z',
    ...patch,
  }) as unknown as Video;

describe('the content bytes page (/videos/content-bytes)', () => {
  it('lists the content bytes with their duration and owner, and offers the upload to /api/cb', async () => {
    const { requestsTo } = stubApi({
      '/api/cb': () => ({
        content: [clip(1, { title: 'Sponsor sting', duration: 12, companyOwner: 'Wombat Media' })],
        totalElements: 1,
      }),
    });
    renderInApp(<ContentBytesPage />);
    const row = within((await screen.findByText('Sponsor sting')).closest('tr') as HTMLElement);
    expect(row.getByText('Wombat Media')).toBeTruthy();
    expect(row.getByText('00:00:12')).toBeTruthy();
    expect(screen.getByText('Clips of at most 60 seconds for content byte placements.')).toBeTruthy();
    expect(screen.getByRole('button', { name: /Upload/ })).toBeTruthy();
    expect(Object.fromEntries(requestsTo('/api/cb')[0]!.url.searchParams)).toEqual({ page: '0', size: '20' });
  });
});
