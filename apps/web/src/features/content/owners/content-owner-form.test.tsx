import { CATALOGUE_MESSAGES } from '@adcast/domain/catalogue/messages';
import { CONTENT_OWNER_PARTS } from '@adcast/domain/content/owners';
import { FIELD_MESSAGES } from '@adcast/domain/patterns';
import type { Me } from '@adcast/domain/user';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { recordWrites } from '../../../resource/resource-api';
import { MeContext } from '../../../session/me';
import { stubApi } from '../../../test/api-stub';
import { renderInApp } from '../../../test/render';
import { ContentOwnerForm, EMPTY_CONTENT_OWNER } from './content-owner-form';
import { contentOwnerResource } from './content-owner-resource';

const admin: Me = {
  id: 1,
  email: 'ada@example.test',
  name: 'Ada',
  roles: ['ADMIN'],
  publisherIds: [],
  contentOwnerIds: [],
  network: null,
};
const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0]);

function renderForm(onSubmit = vi.fn()) {
  stubApi({ '/api/networks': () => [] });
  renderInApp(
    <MeContext.Provider value={admin}>
      <ContentOwnerForm
        initial={EMPTY_CONTENT_OWNER}
        submitLabel="Create"
        saving={false}
        onSubmit={onSubmit}
        onCancel={vi.fn()}
      />
    </MeContext.Provider>,
  );
  return onSubmit;
}

/** content-owner/create: the details and a logo (part 2 §5 image upload, part 2 §7 multipart). */
describe('the content owner form', () => {
  it('needs a name, and an e-mail that is one', async () => {
    renderForm();
    const name = await screen.findByRole('textbox', { name: /^Name/ });
    fireEvent.change(name, { target: { value: ' ' } });
    fireEvent.blur(name);
    expect(await screen.findByText(FIELD_MESSAGES.required('Name'))).toBeTruthy();
    const email = screen.getByRole('textbox', { name: 'Contact e-mail' });
    fireEvent.change(email, { target: { value: 'not-an-email' } });
    fireEvent.blur(email);
    expect(await screen.findByText(FIELD_MESSAGES.email)).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Create' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('drops a logo that is not a PNG or JPG by its bytes, and sends one that is beside the details', async () => {
    const onSubmit = renderForm();
    fireEvent.change(await screen.findByRole('textbox', { name: /^Name/ }), { target: { value: 'Aurora' } });
    const upload = screen.getByLabelText('Upload logo');
    fireEvent.change(upload, { target: { files: [new File(['hello'], 'logo.png', { type: 'image/png' })] } });
    expect(await screen.findByText(CATALOGUE_MESSAGES.imageType)).toBeTruthy();
    const logo = new File([PNG], 'logo.png', { type: 'image/png' });
    fireEvent.change(upload, { target: { files: [logo] } });
    expect(await screen.findByText('logo.png')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Create' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0]![0]).toMatchObject({ name: 'Aurora', logo });
  });

  it('sends create as multipart: the details as JSON in one part, the logo file in another', () => {
    const logo = new File([PNG], 'logo.png', { type: 'image/png' });
    const form = recordWrites(contentOwnerResource).create({ name: 'Aurora', logo } as never)
      .body as FormData;
    expect(JSON.parse(String(form.get(CONTENT_OWNER_PARTS.details)))).toEqual({ name: 'Aurora' });
    expect(form.get(CONTENT_OWNER_PARTS.logo)).toBeInstanceOf(File);
  });
});
