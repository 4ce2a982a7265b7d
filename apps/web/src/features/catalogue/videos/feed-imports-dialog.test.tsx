import { FEED_IMPORT_SCREEN, FEED_MESSAGES, type FeedImport } from '@adcast/domain/media/feeds';
import { MEDIA_API } from '@adcast/domain/media/paths';
import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { stubApi } from '../../../test/api-stub';
import { renderInApp } from '../../../test/render';
import { FeedImportsDialog } from './feed-imports-dialog';

/** A ceiling for the first render on a busy machine, not a timing the test asserts. */
const LOADED = { timeout: 15_000 };

const row = (fields: Partial<FeedImport>): FeedImport => ({
  id: 1,
  source: 'RSS',
  title: 'Feed',
  playlistId: 3,
  state: 'DONE',
  found: 0,
  stored: 0,
  failed: 0,
  skipped: 0,
  error: null,
  errors: [],
  skippedReasons: [],
  createdOn: '2026-01-01T10:00:00Z',
  updatedOn: '2026-01-01T10:00:05Z',
  ...fields,
});

describe('feed imports (issue 10: background reads a user can follow)', () => {
  it('shows each import with its counts, the items that failed and why a run failed', async () => {
    stubApi({
      [`GET ${MEDIA_API.feedImports}`]: () => [
        row({
          id: 2,
          title: 'Partial feed',
          found: 3,
          stored: 1,
          failed: 1,
          skipped: 1,
          errors: ['Gone: The address answered with HTTP status 404'],
          skippedReasons: [`Slides: ${FEED_MESSAGES.skippedNotVideo}`],
        }),
        row({
          id: 1,
          title: 'Broken channel',
          state: 'FAILED',
          skipped: null,
          error: 'YouTube refused the request',
        }),
      ],
    });
    renderInApp(<FeedImportsDialog onClose={vi.fn()} />);
    const partial = await screen.findByRole('group', { name: 'Partial feed' }, LOADED);
    expect(within(partial).getByRole('status').textContent).toBe(FEED_IMPORT_SCREEN.states.DONE);
    for (const count of ['Found: 3', 'Imported: 1', 'Skipped: 1', 'Failed: 1']) {
      expect(within(partial).getByText(count)).toBeTruthy();
    }
    expect(within(partial).getByText('Gone: The address answered with HTTP status 404')).toBeTruthy();
    const skipped = within(partial).getByRole('list', { name: FEED_IMPORT_SCREEN.skipped });
    expect(within(skipped).getByText(`Slides: ${FEED_MESSAGES.skippedNotVideo}`)).toBeTruthy();

    const broken = screen.getByRole('group', { name: 'Broken channel' });
    expect(within(broken).getByRole('status').textContent).toBe(FEED_IMPORT_SCREEN.states.FAILED);
    expect(
      within(broken).getByText(FEED_IMPORT_SCREEN.failedWith('YouTube refused the request')),
    ).toBeTruthy();
    expect(within(broken).getByText(`${FEED_IMPORT_SCREEN.skipped}: –`)).toBeTruthy();
  });

  it('says so when there is no import yet', async () => {
    stubApi({ [`GET ${MEDIA_API.feedImports}`]: () => [] });
    renderInApp(<FeedImportsDialog onClose={vi.fn()} />);
    expect(await screen.findByText(FEED_IMPORT_SCREEN.none, {}, LOADED)).toBeTruthy();
  });
});
