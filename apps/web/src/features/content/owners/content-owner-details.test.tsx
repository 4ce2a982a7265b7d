import type { Video } from '@adcast/domain/catalogue/videos';
import { CONTENT_OWNER_MESSAGES, type ContentOwner } from '@adcast/domain/content/owners';
import { DOCUMENT_MAX_BYTES, DOCUMENT_MESSAGES } from '@adcast/domain/documents';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { stubApi } from '../../../test/api-stub';
import { renderInApp, testListRoute } from '../../../test/render';
import { validateUserSearch } from '../../users/users-routes';
import { ContentOwnerTabs } from './content-owner-details-page';

const video = (id: number, title: string) =>
  ({
    id,
    title,
    posters: [],
    tags: [],
    genres: [],
    flags: [],
    ownerType: 'CONTENT_OWNER',
    companyOwner: 'Northwind Media',
    publisherVideo: null,
    coVideo: null,
    artist: null,
    duration: 30,
    mediaStatus: 'READY',
    numberOfPlaylists: 0,
    publishedAt: null,
    createdOn: '2024-05-01T10:00:00Z',
    updatedOn: '2024-05-02T10:00:00Z',
    version: 1,
  }) as unknown as Video;

const owner: ContentOwner = {
  id: 4,
  name: 'Northwind Media',
  status: 'ACTIVE',
  network: null,
  logoUrl: null,
  contactName: null,
  contactEmail: null,
  revenueModel: 'REVSHARE',
  contractTerm: null,
  contractStart: null,
  share: null,
  createdOn: '2024-05-01T10:00:00Z',
  updatedOn: '2024-05-01T10:00:00Z',
  version: 3,
};
const page = (videos: Video[]) => ({ content: videos, totalElements: videos.length });

function renderTabs(tab?: string, mask?: Parameters<typeof stubApi>[1]) {
  const api = stubApi(
    {
      '/api/co/4/documents': () => [],
      '/api/co/4/shares': () => [],
      'PUT /api/co/4/financial': (_url, init) => ({ ...owner, ...JSON.parse(String(init.body)), version: 4 }),
      '/api/co/4/videos': () => page([video(1, 'Northwind Harbour'), video(2, 'Northwind Tides')]),
      '/api/videos': () => page([video(9, 'Someone Else’s Clip')]),
      '/api/users/list': () => ({ content: [], totalElements: 0 }),
      '/api/users/count-by-status': () => [],
    },
    mask,
  );
  const { router } = renderInApp(
    <ContentOwnerTabs owner={owner} tab={tab} route={testListRoute(validateUserSearch)} />,
  );
  return { ...api, router };
}

describe('the content owner details', () => {
  it('opens on the overview with the owner’s name and offers the videos and users tabs', async () => {
    renderTabs();
    expect(await screen.findByText('Northwind Media')).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'Overview' }).getAttribute('aria-selected')).toBe('true');
    expect(screen.getByRole('tab', { name: 'Videos' })).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'Users' })).toBeTruthy();
  });

  it('the videos tab lists only that owner’s videos, without the owner column', async () => {
    const api = renderTabs('videos');
    expect(await screen.findByText('Northwind Harbour')).toBeTruthy();
    expect(screen.getByText('Northwind Tides')).toBeTruthy();
    expect(screen.queryByText('Someone Else’s Clip')).toBeNull();
    expect(api.requestsTo('/api/videos')).toHaveLength(0);
    expect(screen.queryByRole('columnheader', { name: /owner/i })).toBeNull();
    expect(screen.getByRole('button', { name: 'Add owner to videos' })).toBeTruthy();
  });

  it('keeps the chosen tab in the URL, so a reload opens it again', async () => {
    const { router } = renderTabs();
    fireEvent.click(await screen.findByRole('tab', { name: 'Videos' }));
    await waitFor(() => expect(router.state.location.search).toMatchObject({ tab: 'videos' }));
  });

  it('checks the financial terms as the domain does and saves them over the version shown', async () => {
    const api = renderTabs('financial');
    const start = await screen.findByLabelText('Contract start');
    fireEvent.change(start, { target: { value: '2026-03-01' } });
    fireEvent.blur(start);
    expect(await screen.findByText(CONTENT_OWNER_MESSAGES.contractStartNeedsTerm)).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Save terms' }) as HTMLButtonElement).disabled).toBe(true);

    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Contract term' }));
    fireEvent.click(await screen.findByRole('option', { name: '6 months' }));
    await waitFor(() => expect(screen.queryByText(CONTENT_OWNER_MESSAGES.contractStartNeedsTerm)).toBeNull());
    fireEvent.click(screen.getByRole('button', { name: 'Save terms' }));
    await waitFor(() => expect(api.requestsTo('/api/co/4/financial')).toHaveLength(1));
    expect(JSON.parse(String(api.requestsTo('/api/co/4/financial')[0]!.init.body))).toEqual({
      revenueModel: 'REVSHARE',
      contractTerm: 'M6',
      contractStart: '2026-03-01',
      version: 3,
    });
  });

  it('refuses a document over the size cap before sending it', async () => {
    const api = renderTabs('documents');
    const input = await screen.findByLabelText('Document file');
    const big = new File(['x'], 'scan.pdf', { type: 'application/pdf' });
    Object.defineProperty(big, 'size', { value: DOCUMENT_MAX_BYTES + 1 });
    fireEvent.change(input, { target: { files: [big] } });
    expect(await screen.findByText(DOCUMENT_MESSAGES.tooLarge(DOCUMENT_MAX_BYTES))).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Upload' }) as HTMLButtonElement).disabled).toBe(true);
    expect(api.requestsTo('/api/co/4/documents').filter((r) => r.init.method === 'POST')).toHaveLength(0);
  });

  it.each([
    ['documents', 'No documents yet', 'Upload'],
    ['financial', 'Financial terms', 'Save terms'],
    ['shares', 'No shares yet', 'Add share'],
  ])('shows a read-only admin the %s tab with no write control', async (tab, shown, write) => {
    renderTabs(tab, { role: 'READ_ONLY_ADMIN' });
    expect(await screen.findByText(shown)).toBeTruthy();
    expect(screen.queryByRole('button', { name: write })).toBeNull();
  });
});
