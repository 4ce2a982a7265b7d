import {
  DISPLAY_CREATIVE_MESSAGES,
  DISPLAY_CREATIVE_PARTS,
} from '@adcast/domain/campaigns/display-creatives';
import { CAMPAIGN_API } from '@adcast/domain/campaigns/paths';
import { URL_MESSAGE } from '@adcast/domain/inventory/urls';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { recordWrites } from '../../../resource/resource-api';
import { MeContext } from '../../../session/me';
import { stubApi } from '../../../test/api-stub';
import { anAdvertiser } from '../../../test/campaign-builders';
import { aUser } from '../../../test/deal-builder';
import { renderInApp } from '../../../test/render';
import {
  DisplayCreativeForm,
  type DisplayCreativeFormStart,
  emptyDisplayCreative,
} from './display-creative-form';
import { displayCreativeResource } from './display-creative-resource';

const GIF = new TextEncoder().encode('GIF89a\u0001\u0000\u0001\u0000');

async function renderForm(initial: DisplayCreativeFormStart, onSubmit = vi.fn()) {
  stubApi({
    [CAMPAIGN_API.advertisers]: () => ({
      content: [anAdvertiser(4, { name: 'Acme Motors' })],
      totalElements: 1,
    }),
  });
  renderInApp(
    <MeContext value={aUser()}>
      <DisplayCreativeForm
        initial={initial}
        submitLabel="Create"
        saving={false}
        onSubmit={onSubmit}
        onCancel={vi.fn()}
      />
    </MeContext>,
  );
  await screen.findByRole('textbox', { name: /^Name/ });
  return onSubmit;
}

/** /campaigns/creative-library/display/create: an image ad (part 2 §3 display creative payload). */
describe('the display creative form', () => {
  it('refuses a file that is not a PNG, JPG or GIF by its bytes, and sends a GIF beside the creative', async () => {
    const onSubmit = await renderForm({ ...emptyDisplayCreative(), advertiserId: 4, name: 'Pause ad' });
    const upload = screen.getByLabelText('Upload image');
    fireEvent.change(upload, {
      target: { files: [new File(['hello'], 'pause.gif', { type: 'image/gif' })] },
    });
    expect(await screen.findByText(DISPLAY_CREATIVE_MESSAGES.imageType)).toBeTruthy();
    const image = new File([GIF], 'pause.gif', { type: 'image/gif' });
    fireEvent.change(upload, { target: { files: [image] } });
    expect(await screen.findByText('pause.gif')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Create' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0]![0]).toMatchObject({ name: 'Pause ad', image, width: null, height: null });
  });

  it('says a click-through URL must be a web address', async () => {
    await renderForm({ ...emptyDisplayCreative(), advertiserId: 4, name: 'Pause ad' });
    const url = screen.getByRole('textbox', { name: 'Click-through URL' });
    fireEvent.change(url, { target: { value: 'shop' } });
    fireEvent.blur(url);
    expect(await screen.findByText(URL_MESSAGE)).toBeTruthy();
  });

  it("shows an edited creative's image size", async () => {
    await renderForm({
      ...emptyDisplayCreative(),
      advertiserId: 4,
      name: 'Pause ad',
      width: 640,
      height: 360,
      image: { url: '/api/media/images/abc', fileName: 'pause.png', contentType: 'image/png' },
    });
    expect(screen.getByText('Size (px): 640×360')).toBeTruthy();
  });

  it('sends create as multipart: the creative as JSON in one part, the image in another', () => {
    const image = new File([GIF], 'pause.gif', { type: 'image/gif' });
    const form = recordWrites(displayCreativeResource).create({ name: 'Pause ad', image } as never)
      .body as FormData;
    expect(JSON.parse(String(form.get(DISPLAY_CREATIVE_PARTS.creative)))).toEqual({ name: 'Pause ad' });
    expect(form.get(DISPLAY_CREATIVE_PARTS.image)).toBeInstanceOf(File);
  });
});
