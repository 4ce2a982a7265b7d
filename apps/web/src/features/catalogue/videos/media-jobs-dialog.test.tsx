import { ERROR_CODES } from '@adcast/domain/errors';
import { MEDIA_JOB_SCREEN, type MediaJob } from '@adcast/domain/media/media-jobs';
import { MEDIA_API } from '@adcast/domain/media/paths';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { currentToasts } from '../../../api/toast-store';
import { jsonResponse, stubApi } from '../../../test/api-stub';
import { renderInApp } from '../../../test/render';
import { MediaJobsButton, MediaJobsDialog } from './media-jobs-dialog';

/** A ceiling for the first render on a busy machine, not a timing the test asserts. */
const LOADED = { timeout: 15_000 };

const job = (fields: Partial<MediaJob>): MediaJob => ({
  videoId: 1,
  title: 'Clip',
  state: 'QUEUED',
  progress: 0,
  error: null,
  attempts: 1,
  updatedOn: '2026-01-01T10:00:00Z',
  ...fields,
});

const encoding = job({ videoId: 7, title: 'Encoding clip', state: 'PROCESSING', progress: 42 });
const broken = job({ videoId: 9, title: 'Broken clip', state: 'FAILED', error: 'ffmpeg exited with code 1' });

const statusOf = (title: string) => within(screen.getByRole('group', { name: title })).getByRole('status');

describe('processing list (issue 10: jobs a user can see)', () => {
  it('shows a processing job with its percent and a failed one with its reason', async () => {
    stubApi({ [`GET ${MEDIA_API.importPendingJobs}`]: () => [encoding, broken] });
    renderInApp(<MediaJobsDialog onClose={vi.fn()} />);
    await screen.findByRole('group', { name: 'Encoding clip' }, LOADED);
    expect(statusOf('Encoding clip').textContent).toBe('Processing 42 %');
    expect(statusOf('Broken clip').textContent).toBe('Failed: ffmpeg exited with code 1');
    expect(within(screen.getByRole('group', { name: 'Encoding clip' })).queryByRole('button')).toBeNull();
    expect(
      within(screen.getByRole('group', { name: 'Broken clip' })).getByRole('button', {
        name: MEDIA_JOB_SCREEN.retry,
      }),
    ).toBeTruthy();
  });

  it('Retry queues a failed job again and the list is read again at once', async () => {
    // Only a failed job at first: nothing is in flight, so no poll would refresh the list.
    let retried = false;
    const api = stubApi({
      [`GET ${MEDIA_API.importPendingJobs}`]: () => [
        retried ? job({ ...broken, state: 'QUEUED', error: null }) : broken,
      ],
      [`POST ${MEDIA_API.retryJob(broken.videoId)}`]: () => {
        retried = true;
        return job({ ...broken, state: 'QUEUED', error: null });
      },
    });
    renderInApp(<MediaJobsDialog onClose={vi.fn()} />);
    fireEvent.click(await screen.findByRole('button', { name: MEDIA_JOB_SCREEN.retry }, LOADED));
    await waitFor(() => expect(statusOf('Broken clip').textContent).toBe('Queued'));
    expect(api.requestsTo(MEDIA_API.retryJob(broken.videoId))).toHaveLength(1);
    expect(api.requestsTo(MEDIA_API.importPendingJobs)).toHaveLength(2);
    expect(screen.queryByRole('button', { name: MEDIA_JOB_SCREEN.retry })).toBeNull();
  });

  it("shows the server's message when a retry is refused", async () => {
    stubApi({
      [`GET ${MEDIA_API.importPendingJobs}`]: () => [broken],
      [`POST ${MEDIA_API.retryJob(broken.videoId)}`]: () =>
        jsonResponse(422, { code: ERROR_CODES.RULE, messages: ['Only a failed job can be retried'] }),
    });
    renderInApp(<MediaJobsDialog onClose={vi.fn()} />);
    fireEvent.click(await screen.findByRole('button', { name: MEDIA_JOB_SCREEN.retry }, LOADED));
    await waitFor(() =>
      expect(currentToasts().map((t) => t.message)).toContain('Only a failed job can be retried'),
    );
  });

  it('offers the list only to users who may read videos, and Retry only to those who may change them', async () => {
    stubApi({ [`GET ${MEDIA_API.importPendingJobs}`]: () => [broken] }, { role: 'REV_OPS' });
    const { unmount } = renderInApp(<MediaJobsButton />);
    expect(screen.queryByRole('button', { name: MEDIA_JOB_SCREEN.processing })).toBeNull();
    unmount();

    stubApi({ [`GET ${MEDIA_API.importPendingJobs}`]: () => [broken] }, { role: 'READ_ONLY_ADMIN' });
    renderInApp(<MediaJobsButton />);
    fireEvent.click(await screen.findByRole('button', { name: MEDIA_JOB_SCREEN.processing }, LOADED));
    await screen.findByRole('group', { name: 'Broken clip' }, LOADED);
    expect(statusOf('Broken clip').textContent).toBe('Failed: ffmpeg exited with code 1');
    expect(screen.queryByRole('button', { name: MEDIA_JOB_SCREEN.retry })).toBeNull();
  });
});
