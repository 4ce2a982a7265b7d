import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { stubApi } from '../../test/api-stub';
import { renderInApp } from '../../test/render';
import { ChannelForm, NEW_CHANNEL } from './channel-form';

/** A ceiling for the first render on a busy machine, not a timing the test asserts. */
const LOADED = { timeout: 15_000 };

function renderForm(onSubmit = vi.fn()) {
  stubApi({});
  renderInApp(
    <ChannelForm
      initial={NEW_CHANNEL}
      submitLabel="Create"
      saving={false}
      onSubmit={onSubmit}
      onCancel={vi.fn()}
    />,
  );
  return onSubmit;
}

const input = (name: string) =>
  document.querySelector(`input[name="${name}"], textarea[name="${name}"]`) as HTMLInputElement;
const createButton = () => screen.getByText('Create').closest('button') as HTMLButtonElement;

describe('the channel editor (part 1 §2, §5)', () => {
  it('starts with ad frequency 3 minutes and ad duration 60 s', async () => {
    renderForm();
    await screen.findByText('Create', {}, LOADED);
    expect(input('adsConfiguration.adFrequency').value).toBe('3');
    expect(input('adsConfiguration.adsDuration').value).toBe('60');
  });

  it('keeps Create disabled until title and description are given', async () => {
    const onSubmit = renderForm();
    await screen.findByText('Create', {}, LOADED);
    expect(createButton().disabled).toBe(true);
    fireEvent.change(input('title'), { target: { value: 'Movies' } });
    fireEvent.blur(input('description'));
    await waitFor(() => expect(screen.getByText('Description is required')).toBeTruthy());
    expect(createButton().disabled).toBe(true);
    fireEvent.change(input('description'), { target: { value: 'Films all day' } });
    await waitFor(() => expect(createButton().disabled).toBe(false));
    fireEvent.click(createButton());
    await waitFor(() =>
      expect(onSubmit).toHaveBeenCalledWith(
        {
          title: 'Movies',
          description: 'Films all day',
          adsConfiguration: { adFrequency: 3, adsDuration: 60 },
          // No placement: the channel's breaks play slate.
          placementId: null,
        },
        null,
      ),
    );
  });

  it('offers ad frequencies of 1 to 5 minutes and durations of 30, 60, 90 and 120 s', async () => {
    renderForm();
    await screen.findByText('Create', {}, LOADED);
    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Ad frequency' }));
    const frequencies = (await screen.findAllByRole('option')).map((option) => option.textContent);
    expect(frequencies).toEqual(['1 min', '2 min', '3 min', '4 min', '5 min']);
    fireEvent.keyDown(screen.getByRole('listbox'), { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('listbox')).toBeNull());
    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Ad duration' }));
    const durations = (await screen.findAllByRole('option')).map((option) => option.textContent);
    expect(durations).toEqual(['30 s', '60 s', '90 s', '120 s']);
  });

  it('sends the chosen PNG or JPG image with the fields, and refuses another type by its bytes', async () => {
    const onSubmit = renderForm();
    await screen.findByText('Create', {}, LOADED);
    fireEvent.change(input('title'), { target: { value: 'Pictures' } });
    fireEvent.change(input('description'), { target: { value: 'With a logo' } });
    const chooser = screen.getByLabelText('Upload image') as HTMLInputElement;
    const gif = new File([new TextEncoder().encode('GIF89a....')], 'logo.png', { type: 'image/png' });
    fireEvent.change(chooser, { target: { files: [gif] } });
    expect(await screen.findByRole('alert')).toHaveProperty(
      'textContent',
      'The image must be a PNG or JPG file',
    );
    const png = new File(
      [new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0])],
      'logo.png',
      {
        type: 'image/png',
      },
    );
    fireEvent.change(chooser, { target: { files: [png] } });
    await screen.findByText('logo.png');
    await waitFor(() => expect(createButton().disabled).toBe(false));
    fireEvent.click(createButton());
    await waitFor(() =>
      expect(onSubmit).toHaveBeenCalledWith(expect.objectContaining({ title: 'Pictures' }), png),
    );
  });
});
