import { ALERT_MESSAGES } from '@adcast/domain/alerts/alert-messages';
import type { AlertRuleInput } from '@adcast/domain/alerts/alert-rules';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MeContext } from '../../../session/me';
import { stubApi } from '../../../test/api-stub';
import { aUser } from '../../../test/deal-builder';
import { renderInApp } from '../../../test/render';
import { AlertRuleForm, emptyAlertRule } from './alert-rule-form';

async function renderForm(initial: AlertRuleInput = emptyAlertRule(null)) {
  stubApi({
    '/api/networks': () => [{ id: 5, name: 'Northwind' }],
    '/api/placements': () => ({
      content: [{ id: 12, name: 'Evening news', status: 'ACTIVE' }],
      totalElements: 1,
    }),
  });
  const onSubmit = vi.fn();
  renderInApp(
    <MeContext value={aUser()}>
      <AlertRuleForm
        initial={initial}
        submitLabel="Create"
        saving={false}
        onSubmit={onSubmit}
        onCancel={vi.fn()}
      />
    </MeContext>,
  );
  await screen.findByRole('textbox', { name: /Name/ });
  return { onSubmit };
}

const select = (label: RegExp) => screen.getByRole('combobox', { name: label });
async function choose(label: RegExp, option: string) {
  fireEvent.mouseDown(select(label));
  fireEvent.click(await screen.findByRole('option', { name: option }));
}

describe('the alert rule form', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('names the threshold after the condition and refuses a drop over 100 %', async () => {
    const { onSubmit } = await renderForm();
    await userEvent.type(screen.getByRole('textbox', { name: /Name/ }), 'Revenue watch');
    const threshold = screen.getByRole('spinbutton', { name: /Drop \(%\)/ });
    await userEvent.clear(threshold);
    await userEvent.type(threshold, '150');
    fireEvent.click(screen.getByRole('button', { name: 'Create' }));
    expect(await screen.findByText(ALERT_MESSAGES.dropPercent)).toBeTruthy();
    expect(onSubmit).not.toHaveBeenCalled();
    await choose(/Condition/, 'No delivery for hours');
    expect(screen.getByRole('spinbutton', { name: /Hours/ })).toBeTruthy();
  });

  it('asks for the record a rule on a placement watches', async () => {
    const { onSubmit } = await renderForm({ ...emptyAlertRule(null), name: 'Placement watch' });
    await choose(/Watches/, 'Placement');
    const picker = await screen.findByRole('combobox', { name: /Select placement/ });
    fireEvent.click(screen.getByRole('button', { name: 'Create' }));
    fireEvent.focus(picker);
    fireEvent.blur(picker);
    expect(await screen.findByText(ALERT_MESSAGES.scopeRequired)).toBeTruthy();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('sends a rule on the whole network as it is', async () => {
    const { onSubmit } = await renderForm({ ...emptyAlertRule(null), name: 'Network revenue' });
    await userEvent.click(screen.getByRole('button', { name: 'Create' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalled());
    expect(onSubmit.mock.calls[0]?.[0]).toMatchObject({
      name: 'Network revenue',
      metric: 'REVENUE',
      scopeKind: 'NETWORK',
      scopeId: null,
      condition: 'DROP',
      threshold: 30,
    });
  });
});
