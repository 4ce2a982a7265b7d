import type { Video } from '@adcast/domain/catalogue/videos';
import { ERROR_CODES } from '@adcast/domain/errors';
import { SERVER_MESSAGES } from '@adcast/domain/messages';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { currentToasts } from '../../../api/toast-store';
import { jsonResponse, stubApi } from '../../../test/api-stub';
import { renderInApp } from '../../../test/render';
import { ContentBytesPage } from './content-bytes-page';

const clip = (id: number, patch: Partial<Video>) =>
  ({
    id,
    title: `Clip ${id}`,
    companyOwner: null,
    description: null,
    caption: null,
    category: null,
    tags: [],
    genres: [],
    genre: null,
    flags: [],
    artist: null,
    publishedAt: null,
    version: 3,
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

describe('editing a content byte (PUT /api/cb/{id})', () => {
  const list = () => ({
    '/api/cb': () => ({
      content: [clip(1, { title: 'Sponsor sting', description: 'Old words' })],
      totalElements: 1,
    }),
  });
  const openEditor = async () => {
    fireEvent.click(await screen.findByRole('button', { name: 'Edit Sponsor sting' }));
    return screen.findByRole('dialog', { name: 'Edit content byte: Sponsor sting' });
  };
  const titleField = (dialog: HTMLElement) => within(dialog).getByRole('textbox', { name: /Title/ });

  it("says a title is required, then sends the dialog's fields with the version it opened", async () => {
    const { requestsTo } = stubApi({
      ...list(),
      'PUT /api/cb/1': () => clip(1, { title: 'Sponsor sting (short)', version: 4 }),
    });
    renderInApp(<ContentBytesPage />);
    const dialog = await openEditor();
    const save = () => within(dialog).getByRole('button', { name: 'Save' }) as HTMLButtonElement;
    fireEvent.change(titleField(dialog), { target: { value: '  ' } });
    fireEvent.blur(titleField(dialog));
    expect(await within(dialog).findByText('Title is required')).toBeTruthy();
    expect(save().disabled).toBe(true);
    fireEvent.change(titleField(dialog), { target: { value: 'Sponsor sting (short)' } });
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Caption' }), {
      target: { value: 'Brought to you by' },
    });
    fireEvent.click(save());
    await waitFor(() => expect(requestsTo('/api/cb/1')).toHaveLength(1));
    expect(JSON.parse(String(requestsTo('/api/cb/1')[0]!.init.body))).toMatchObject({
      version: 3,
      title: 'Sponsor sting (short)',
      description: 'Old words',
      caption: 'Brought to you by',
      category: '',
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(currentToasts().map((toast) => toast.message)).toContain('Content byte updated');
  });

  it('keeps the dialog open with the server’s words when someone changed the clip meanwhile', async () => {
    stubApi({
      ...list(),
      'PUT /api/cb/1': () =>
        jsonResponse(409, { code: ERROR_CODES.CONFLICT, messages: [SERVER_MESSAGES.staleVersion] }),
    });
    renderInApp(<ContentBytesPage />);
    const dialog = await openEditor();
    fireEvent.change(titleField(dialog), { target: { value: 'Mine' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(currentToasts().map((toast) => toast.message)).toContain(SERVER_MESSAGES.staleVersion),
    );
    expect(screen.getByRole('dialog', { name: 'Edit content byte: Sponsor sting' })).toBeTruthy();
  });

  it('offers no edit to a user who may not change videos’ metadata', async () => {
    stubApi(list(), { role: 'READ_ONLY_ADMIN' });
    renderInApp(<ContentBytesPage />);
    await screen.findByText('Sponsor sting');
    expect(screen.queryByRole('button', { name: 'Edit Sponsor sting' })).toBeNull();
  });
});
