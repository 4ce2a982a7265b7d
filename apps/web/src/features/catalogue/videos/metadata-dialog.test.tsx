import type { Video } from '@adcast/domain/catalogue/videos';
import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { stubApi } from '../../../test/api-stub';
import { renderInApp } from '../../../test/render';
import { MetadataDialog, metadataUpdateOf } from './metadata-dialog';

/** A ceiling for the first render on a busy machine, not a timing the test asserts. */
const LOADED = { timeout: 15_000 };

const video = {
  id: 7,
  title: 'Harbour lights',
  version: 3,
  tags: ['live'],
  genres: ['Drama', 'Music'],
  genre: 'Drama',
  flags: [],
  artist: 'Ana',
  publishedAt: '2024-05-01',
} as unknown as Video;

describe("'Metadata' (one video, part 2 §2)", () => {
  it('sends the fields over the version seen; the genre control replaces the first genre only', () => {
    const values = { tags: ['live', 'new'], genre: 'Comedy', flags: [], artist: null, publishedAt: '' };
    expect(metadataUpdateOf(video, values)).toEqual({
      version: 3,
      tags: ['live', 'new'],
      genres: ['Comedy', 'Music'],
      flags: [],
      artist: null,
      publishedAt: null,
    });
  });

  it('keeps Save disabled while Published At is later than today', async () => {
    stubApi({});
    renderInApp(<MetadataDialog video={video} onClose={vi.fn()} />);
    const save = () => screen.getByText('Save').closest('button') as HTMLButtonElement;
    expect((await screen.findByLabelText('Published At', {}, LOADED)) as HTMLInputElement).toHaveProperty(
      'value',
      '2024-05-01',
    );
    expect(save().disabled).toBe(false);
    fireEvent.change(screen.getByLabelText('Published At'), { target: { value: '2999-12-31' } });
    expect(save().disabled).toBe(true);
  });
});
