import { DCO_FIELD_LABELS, DCO_NOTICES } from '@adcast/domain/campaigns/dco';
import { CAMPAIGN_API } from '@adcast/domain/campaigns/paths';
import { FIELD_MESSAGES } from '@adcast/domain/patterns';
import type { Me } from '@adcast/domain/user';
import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { MeContext } from '../../../session/me';
import { stubApi } from '../../../test/api-stub';
import { anAdvertiser } from '../../../test/campaign-builders';
import { aUser } from '../../../test/deal-builder';
import { renderInApp } from '../../../test/render';
import { DcoButton } from './dco-dialog';

function renderButton(user: Me) {
  const role = user.roles[0] === 'READ_ONLY_ADMIN' ? 'READ_ONLY_ADMIN' : 'ADMIN';
  stubApi(
    {
      [CAMPAIGN_API.advertisers]: () => ({
        content: [anAdvertiser(4, { name: 'Acme Motors' })],
        totalElements: 1,
      }),
      [CAMPAIGN_API.displayCreatives]: () => ({ content: [], totalElements: 0 }),
    },
    { role },
  );
  renderInApp(
    <MeContext value={user}>
      <DcoButton />
    </MeContext>,
  );
}

/** The creative library's New DCO creative (part 2 §7 POST dco/creative): the template's fields. */
describe('the DCO dialog', () => {
  it('opens the template form for a creative maker and asks for the headline and the call to action', async () => {
    renderButton(aUser());
    fireEvent.click(await screen.findByRole('button', { name: DCO_NOTICES.open }));
    const headline = await screen.findByRole('textbox', {
      name: new RegExp(`^${DCO_FIELD_LABELS.headline}`),
    });
    fireEvent.change(headline, { target: { value: ' ' } });
    fireEvent.blur(headline);
    expect(await screen.findByText(FIELD_MESSAGES.required('Headline'))).toBeTruthy();
    expect(
      screen.getByRole('textbox', { name: new RegExp(`^${DCO_FIELD_LABELS.callToAction}`) }),
    ).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Create' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('is not offered to a read-only admin', () => {
    renderButton(aUser({ roles: ['READ_ONLY_ADMIN'] }));
    expect(screen.queryByRole('button', { name: DCO_NOTICES.open })).toBeNull();
  });
});
