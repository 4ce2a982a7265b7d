import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderInApp } from '../../../test/render';
import { NEW_SCHEDULED_REPORT, ScheduleDialog } from './schedule-dialog';

const user = userEvent.setup({ delay: null });

function open() {
  const onSave = vi.fn(async () => ({}));
  const onClose = vi.fn();
  renderInApp(
    <ScheduleDialog report={NEW_SCHEDULED_REPORT} saving={false} onSave={onSave} onClose={onClose} />,
  );
  return { onSave, onClose };
}

const choose = async (dialog: HTMLElement, field: RegExp, option: string) => {
  await user.click(within(dialog).getByRole('combobox', { name: field }));
  await user.click(await screen.findByRole('option', { name: option }));
};

async function addRecipient(dialog: HTMLElement, address: string) {
  await user.click(within(dialog).getByRole('combobox', { name: /Recipients/ }));
  await user.paste(address);
  await user.keyboard('{Enter}');
}

describe('schedule dialog', () => {
  it('says what is missing and sends nothing until the name and recipients are right', async () => {
    const { onSave } = open();
    const dialog = await screen.findByRole('dialog', { name: 'Schedule a report' });
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(within(dialog).getByText('Name is required')).toBeTruthy();
    expect(within(dialog).getByText('Add at least one recipient')).toBeTruthy();
    await addRecipient(dialog, 'not-an-address');
    expect(within(dialog).getByText('Recipients must be e-mail addresses')).toBeTruthy();
    expect(onSave).not.toHaveBeenCalled();
  });

  it('a weekly schedule asks for its day and sends the whole schedule', async () => {
    const { onSave, onClose } = open();
    const dialog = await screen.findByRole('dialog', { name: 'Schedule a report' });
    fireEvent.change(within(dialog).getByRole('textbox', { name: /Name/ }), {
      target: { value: ' Monday revenue ' },
    });
    await choose(dialog, /Frequency/, 'Weekly');
    await choose(dialog, /Day of the week/, 'Wednesday');
    await addRecipient(dialog, 'ops@example.com');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(onSave).toHaveBeenCalledWith({
      name: 'Monday revenue',
      report: NEW_SCHEDULED_REPORT,
      frequency: 'WEEKLY',
      hour: 7,
      dayOfWeek: 3,
      dayOfMonth: null,
      timeZone: 'UTC',
      recipients: ['ops@example.com'],
      format: 'CSV',
    });
    expect(onClose).toHaveBeenCalled();
  });
});
