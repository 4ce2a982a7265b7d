import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { stubApi } from '../../../test/api-stub';
import { renderInApp } from '../../../test/render';
import { VideoUploadButton, VideoUploadDialog } from './video-upload-dialog';

/** A ceiling for the first render on a busy machine, not a timing the test asserts. */
const LOADED = { timeout: 15_000 };

const uploadButton = () => screen.getByRole('button', { name: 'Upload' }) as HTMLButtonElement;

describe('the upload dialog (issue 10)', () => {
  it('keeps Upload disabled until a title and a file are given', async () => {
    stubApi({});
    renderInApp(<VideoUploadDialog onClose={vi.fn()} />);
    await screen.findByText('Upload video', {}, LOADED);
    expect(uploadButton().disabled).toBe(true);
    fireEvent.change(screen.getByLabelText(/Title/), { target: { value: 'Trailer' } });
    expect(uploadButton().disabled).toBe(true);
    const file = new File(['bytes'], 'trailer.mp4', { type: 'video/mp4' });
    fireEvent.change(screen.getByLabelText(/Video file/), { target: { files: [file] } });
    expect(uploadButton().disabled).toBe(false);
  });

  it('is offered only to users who may add videos', async () => {
    for (const [role, offered] of [
      ['ADMIN', true],
      ['READ_ONLY_ADMIN', false],
    ] as const) {
      stubApi({}, { role });
      const { unmount } = renderInApp(
        <>
          <span>Videos</span>
          <VideoUploadButton />
        </>,
      );
      await screen.findByText('Videos', {}, LOADED);
      expect(screen.queryByRole('button', { name: 'Upload video' }) !== null).toBe(offered);
      unmount();
    }
  });
});
