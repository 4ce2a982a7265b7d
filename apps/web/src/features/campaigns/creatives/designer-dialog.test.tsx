import { DESIGN_TEMPLATE_OPTIONS } from '@adcast/domain/campaigns/creative-designer';
import { CAMPAIGN_API } from '@adcast/domain/campaigns/paths';
import { FIELD_MESSAGES } from '@adcast/domain/patterns';
import type { Role } from '@adcast/domain/roles';
import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { MeContext } from '../../../session/me';
import { stubApi } from '../../../test/api-stub';
import { anAdvertiser } from '../../../test/campaign-builders';
import { aUser } from '../../../test/deal-builder';
import { renderInApp } from '../../../test/render';
import { DESIGNER_TITLE, DesignerButton } from './designer-dialog';

function renderButton(role: Role) {
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
    <MeContext value={aUser({ roles: [role] })}>
      <DesignerButton />
    </MeContext>,
  );
}

/** Issue 25 "the designer": a template, its texts and colours, a preview frame, the render. */
describe('the creative designer dialog', () => {
  it('offers a designer the templates, says what each draws, and checks the colours before a preview', async () => {
    renderButton('DESIGNER');
    fireEvent.click(await screen.findByRole('button', { name: DESIGNER_TITLE }));
    expect(await screen.findByText(DESIGN_TEMPLATE_OPTIONS[0].description)).toBeTruthy();
    const colour = screen.getByRole('textbox', { name: /^Brand colour/ });
    fireEvent.change(colour, { target: { value: 'green' } });
    fireEvent.blur(colour);
    expect(await screen.findByText(FIELD_MESSAGES.hexColour)).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Preview frame' }) as HTMLButtonElement).disabled).toBe(true);
    expect((screen.getByRole('button', { name: 'Render creative' }) as HTMLButtonElement).disabled).toBe(
      true,
    );
  });

  it('is not offered to a read-only admin', () => {
    renderButton('READ_ONLY_ADMIN');
    expect(screen.queryByRole('button', { name: DESIGNER_TITLE })).toBeNull();
  });
});
