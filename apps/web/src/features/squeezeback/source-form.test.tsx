import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { MeContext } from '../../session/me';
import { stubApi } from '../../test/api-stub';
import { aUser } from '../../test/deal-builder';
import { renderInApp } from '../../test/render';
import { SaveFailureProvider } from '../../ui/form-errors';
import { emptySource, SourceForm } from './source-form';

async function renderForm() {
  stubApi({
    '/api/networks': () => [{ id: 3, name: 'CTVBuyer' }],
    '/api/channels': () => ({ content: [{ id: 9, title: 'Live sports' }], totalElements: 1 }),
  });
  const onSubmit = vi.fn();
  renderInApp(
    <MeContext value={aUser()}>
      <SaveFailureProvider failure={null}>
        <SourceForm
          initial={emptySource(null)}
          submitLabel="Create"
          saving={false}
          readOnly={false}
          onSubmit={onSubmit}
          onCancel={vi.fn()}
        />
      </SaveFailureProvider>
    </MeContext>,
  );
  await screen.findByRole('textbox', { name: /Name/ });
  return { onSubmit };
}

const number = (label: RegExp) => screen.getByRole('spinbutton', { name: label }) as HTMLInputElement;

describe('the squeezeback source form', () => {
  it('starts with the usual L: the picture at the top right, three quarters of the frame', async () => {
    await renderForm();
    expect(number(/Left/).value).toBe('25');
    expect(number(/Top/).value).toBe('0');
    expect(number(/Width/).value).toBe('75');
    expect(number(/Height/).value).toBe('75');
  });

  it('sends a source whose picture sits in a corner', async () => {
    const { onSubmit } = await renderForm();
    await userEvent.type(screen.getByRole('textbox', { name: /Name/ }), 'Stadium feed');
    await userEvent.type(
      screen.getByRole('textbox', { name: /Live URL/ }),
      'https://live.example.com/a.m3u8',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Create' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalled());
    expect(onSubmit.mock.calls[0]![0]).toMatchObject({
      name: 'Stadium feed',
      layout: { left: 25, top: 0, width: 75, height: 75 },
      schedule: { timeZone: 'America/New_York', slots: [] },
    });
  });

  it('edits the schedule’s slots: EST sent as New York, a slot past midnight kept as entered', async () => {
    const { onSubmit } = await renderForm();
    await userEvent.type(screen.getByRole('textbox', { name: /Name/ }), 'Late match');
    await userEvent.type(
      screen.getByRole('textbox', { name: /Live URL/ }),
      'https://live.example.com/b.m3u8',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Add slot' }));
    const slot = screen.getByRole('group', { name: 'Slot 1' });
    const start = within(slot).getByRole('spinbutton', { name: 'Start hour' });
    await userEvent.clear(start);
    await userEvent.type(start, '22');
    const end = within(slot).getByRole('spinbutton', { name: 'End hour' });
    await userEvent.clear(end);
    await userEvent.type(end, '2');
    const zone = screen.getByRole('textbox', { name: 'Time zone' });
    await userEvent.clear(zone);
    await userEvent.type(zone, 'EST');
    await userEvent.click(screen.getByRole('button', { name: 'Create' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalled());
    expect(onSubmit.mock.calls[0]![0].schedule).toEqual({
      timeZone: 'America/New_York',
      slots: [{ day: 'MONDAY', restrictedHours: true, startHour: 22, endHour: 2 }],
    });
  });
});
