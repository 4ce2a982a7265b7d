import {
  FEED_IMPORT_SCREEN,
  FEED_MESSAGES,
  FEED_SCREEN,
  FEED_UPLOAD_PARTS,
  type FeedImport,
} from '@adcast/domain/media/feeds';
import { MEDIA_API } from '@adcast/domain/media/paths';
import { FIELD_MESSAGES } from '@adcast/domain/patterns';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { stubApi } from '../../../test/api-stub';
import { renderInApp } from '../../../test/render';
import { FeedDialog } from './feed-dialog';

/** A ceiling for the first render on a busy machine, not a timing the test asserts. */
const LOADED = { timeout: 15_000 };
const OWNER = { ownerType: 'PUBLISHER', ownerId: 4 } as const;

const finishButton = () => screen.getByText(FEED_SCREEN.finish).closest('button') as HTMLButtonElement;
const type = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(label, { exact: false }), { target: { value } });

async function fillNewCollection() {
  type(FEED_SCREEN.feedTitle, 'Evening news');
  fireEvent.click(screen.getByLabelText(FEED_SCREEN.newPlaylist));
  type(FEED_SCREEN.newPlaylistName, 'Evening');
  expect(screen.getByText(FEED_MESSAGES.categoryRequired)).toBeTruthy();
  fireEvent.mouseDown(screen.getByRole('combobox', { name: new RegExp(FEED_SCREEN.category) }));
  fireEvent.click(within(await screen.findByRole('listbox')).getByText('News & Politics'));
}

describe("'Parse feed' dialog (part 1 §2, §4–§5)", () => {
  it('says a URL off the domain pattern is wrong and keeps Finish disabled', async () => {
    stubApi({});
    renderInApp(<FeedDialog owner={OWNER} onClose={vi.fn()} />);
    await screen.findByText(FEED_SCREEN.title, {}, LOADED);
    type(FEED_SCREEN.url, 'not a feed');
    expect(screen.getByText(FIELD_MESSAGES.domain)).toBeTruthy();
    expect(finishButton().disabled).toBe(true);
  });

  it('keeps Finish disabled when the RSS preview counts 0 videos', async () => {
    stubApi({ [`POST ${MEDIA_API.feedPreview}`]: () => ({ count: 0 }) });
    renderInApp(<FeedDialog owner={OWNER} onClose={vi.fn()} />);
    await screen.findByText(FEED_SCREEN.title, {}, LOADED);
    type(FEED_SCREEN.url, 'https://feeds.example.com/news.xml');
    await fillNewCollection();
    expect(await screen.findByText(FEED_SCREEN.previewEmpty, {}, LOADED)).toBeTruthy();
    expect(finishButton().disabled).toBe(true);
  });

  it('shows the previewed count and creates the feed into a new collection for the owner', async () => {
    const api = stubApi({
      [`POST ${MEDIA_API.feedPreview}`]: () => ({ count: 3 }),
      [`POST ${MEDIA_API.feed}`]: () => ({ playlistId: 12, jobId: 'job-1' }),
    });
    const onClose = vi.fn();
    renderInApp(<FeedDialog owner={OWNER} onClose={onClose} />);
    await screen.findByText(FEED_SCREEN.title, {}, LOADED);
    type(FEED_SCREEN.url, 'https://feeds.example.com/news.xml');
    await fillNewCollection();
    expect(await screen.findByText(FEED_SCREEN.previewCount(3), {}, LOADED)).toBeTruthy();
    await waitFor(() => expect(finishButton().disabled).toBe(false));
    fireEvent.click(finishButton());
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    const [sent] = api.requestsTo(MEDIA_API.feed);
    expect(JSON.parse(String(sent?.init.body))).toEqual({
      source: 'RSS',
      url: 'https://feeds.example.com/news.xml',
      title: 'Evening news',
      description: '',
      newPlaylist: true,
      newPlaylistName: 'Evening',
      category: 25,
      ownerType: 'PUBLISHER',
      ownerId: 4,
    });
  });

  it('follows the background import after Finish: its state and counts, asked again until it is done', async () => {
    const running: FeedImport = {
      id: 31,
      source: 'YOUTUBE',
      title: 'Evening news',
      playlistId: 12,
      state: 'RUNNING',
      found: 50,
      stored: 20,
      failed: 0,
      skipped: null,
      error: null,
      errors: [],
      skippedReasons: [],
      createdOn: '2026-01-01T10:00:00Z',
      updatedOn: '2026-01-01T10:00:05Z',
    };
    const done: FeedImport = { ...running, state: 'DONE', found: 120, stored: 100, skipped: 20 };
    const answers = [running, done];
    const api = stubApi({
      [`POST ${MEDIA_API.feed}`]: () => ({ playlistId: 12, jobId: 'job-3', importId: 31 }),
      [`GET ${MEDIA_API.feedImport(31)}`]: () => (answers.length > 1 ? answers.shift() : answers[0]),
    });
    const onClose = vi.fn();
    renderInApp(<FeedDialog owner={OWNER} onClose={onClose} />);
    await screen.findByText(FEED_SCREEN.title, {}, LOADED);
    const choose = async (label: string, option: string) => {
      fireEvent.mouseDown(screen.getByRole('combobox', { name: new RegExp(label) }));
      fireEvent.click(within(await screen.findByRole('listbox')).getByText(option));
    };
    await choose(FEED_SCREEN.source, 'YouTube');
    await choose(FEED_SCREEN.type, 'Channel');
    type(FEED_SCREEN.url, 'https://www.youtube.com/channel/UCfake');
    await fillNewCollection();
    await waitFor(() => expect(finishButton().disabled).toBe(false));
    fireEvent.click(finishButton());

    const progress = await screen.findByRole('group', { name: 'Evening news' }, LOADED);
    expect(within(progress).getByRole('status').textContent).toBe(FEED_IMPORT_SCREEN.states.RUNNING);
    expect(within(progress).getByText(`${FEED_IMPORT_SCREEN.found}: 50`)).toBeTruthy();
    expect(within(progress).getByText(`${FEED_IMPORT_SCREEN.imported}: 20`)).toBeTruthy();
    expect(within(progress).getByLabelText(FEED_IMPORT_SCREEN.progress)).toBeTruthy();
    expect(onClose).not.toHaveBeenCalled();

    // Asked again while running; once done the counts are final and the asking stops.
    await waitFor(
      () => expect(within(progress).getByRole('status').textContent).toBe(FEED_IMPORT_SCREEN.states.DONE),
      LOADED,
    );
    expect(within(progress).getByText(`${FEED_IMPORT_SCREEN.imported}: 100`)).toBeTruthy();
    expect(within(progress).getByText(`${FEED_IMPORT_SCREEN.skipped}: 20`)).toBeTruthy();
    expect(within(progress).queryByLabelText(FEED_IMPORT_SCREEN.progress)).toBeNull();
    expect(api.requestsTo(MEDIA_API.feedImport(31))).toHaveLength(2);
    fireEvent.click(screen.getByRole('button', { name: FEED_IMPORT_SCREEN.close }));
    expect(onClose).toHaveBeenCalled();
  });

  it('switches to YouTube: a type select, a count for a channel, no date-from; Finish needs no preview', async () => {
    const api = stubApi({ [`POST ${MEDIA_API.feed}`]: () => ({ playlistId: 12, jobId: null }) });
    renderInApp(<FeedDialog owner={OWNER} onClose={vi.fn()} />);
    await screen.findByText(FEED_SCREEN.title, {}, LOADED);
    const choose = async (label: string, option: string) => {
      fireEvent.mouseDown(screen.getByRole('combobox', { name: new RegExp(label) }));
      fireEvent.click(within(await screen.findByRole('listbox')).getByText(option));
    };
    await choose(FEED_SCREEN.source, 'YouTube');
    expect(screen.queryByLabelText(FEED_SCREEN.dateFrom)).toBeNull();
    await choose(FEED_SCREEN.type, 'Channel');
    expect(screen.queryByText('Triller')).toBeNull();
    type(FEED_SCREEN.count, '5');
    type(FEED_SCREEN.url, 'https://www.youtube.com/channel/UCfake');
    await fillNewCollection();
    await waitFor(() => expect(finishButton().disabled).toBe(false));
    fireEvent.click(finishButton());
    await waitFor(() => expect(api.requestsTo(MEDIA_API.feed)).toHaveLength(1));
    expect(JSON.parse(String(api.requestsTo(MEDIA_API.feed)[0]?.init.body))).toMatchObject({
      source: 'YOUTUBE',
      feedTypeYT: 'CHANNEL',
      count: 5,
      url: 'https://www.youtube.com/channel/UCfake',
    });
  });

  it('sends a thumbnail of at least 480x360 with the feed as multipart; a smaller one is refused', async () => {
    const size = { width: 479, height: 360 };
    // The test DOM decodes no images: the browser's Image answers the size the test sets.
    vi.stubGlobal(
      'Image',
      class {
        onload: (() => void) | null = null;
        naturalWidth = size.width;
        naturalHeight = size.height;
        set src(_url: string) {
          queueMicrotask(() => this.onload?.());
        }
      },
    );
    const api = stubApi({
      [`POST ${MEDIA_API.feedPreview}`]: () => ({ count: 2 }),
      [`POST ${MEDIA_API.feed}`]: () => ({ playlistId: 12, jobId: 'job-2' }),
    });
    const onClose = vi.fn();
    renderInApp(<FeedDialog owner={OWNER} onClose={onClose} />);
    await screen.findByText(FEED_SCREEN.title, {}, LOADED);
    type(FEED_SCREEN.url, 'https://feeds.example.com/news.xml');
    await fillNewCollection();
    const png = new File(
      [new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0])],
      'cover.png',
      {
        type: 'image/png',
      },
    );
    const chooser = screen.getByLabelText(FEED_SCREEN.thumbnail) as HTMLInputElement;
    fireEvent.change(chooser, { target: { files: [png] } });
    expect((await screen.findByRole('alert')).textContent).toBe('Image resolution must be at least 480x360');
    size.width = 480;
    fireEvent.change(chooser, { target: { files: [png] } });
    await screen.findByText('cover.png');
    expect(await screen.findByText(FEED_SCREEN.previewCount(2), {}, LOADED)).toBeTruthy();
    await waitFor(() => expect(finishButton().disabled).toBe(false));
    fireEvent.click(finishButton());
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    const body = api.requestsTo(MEDIA_API.feed)[0]?.init.body as FormData;
    expect(JSON.parse(String(body.get(FEED_UPLOAD_PARTS.feed)))).toMatchObject({ title: 'Evening news' });
    expect((body.get(FEED_UPLOAD_PARTS.thumbnail) as File).name).toBe('cover.png');
    vi.unstubAllGlobals();
  });
});
