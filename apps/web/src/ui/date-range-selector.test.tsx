import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { renderInApp } from '../test/render';
import { DateRangeSelector, type DateSelection } from './date-range-selector';

const NOW = new Date('2026-11-23T15:00:00Z');
const user = userEvent.setup({ delay: null });

function Harness({
  initial,
  seen,
  withCustomCompare = false,
}: {
  initial: DateSelection;
  seen: DateSelection[];
  withCustomCompare?: boolean;
}) {
  const [value, setValue] = useState(initial);
  const [weekly, setWeekly] = useState(false);
  return (
    <DateRangeSelector
      value={value}
      onChange={(next) => {
        seen.push(next);
        setValue(next);
      }}
      weekly={weekly}
      onWeeklyChange={setWeekly}
      now={() => NOW}
      withCustomCompare={withCustomCompare}
    />
  );
}

const start = (dateFrom: string, dateTo: string): DateSelection => ({
  range: { dateFrom, dateTo, type: null },
  compare: false,
});
const shown = () => screen.getByRole('button', { name: /, date range$/ }).textContent;

describe('date selector (part 2 §2, §4, §5)', () => {
  it('shows MM/dd/yyyy; the arrows move by a day, by seven in weekly steps; back from a one-day week keeps the end', async () => {
    const seen: DateSelection[] = [];
    renderInApp(<Harness initial={start('2026-11-10', '2026-11-10')} seen={seen} />);
    expect(await screen.findByRole('button', { name: /, date range$/ })).toBeTruthy();
    expect(shown()).toBe('11/10/2026 – 11/10/2026');
    // Issue 31: the button's name holds the dates it shows (label-content-name-mismatch).
    expect(screen.getByRole('button', { name: '11/10/2026 – 11/10/2026, date range' })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Next period' }));
    expect(shown()).toBe('11/11/2026 – 11/11/2026');
    await user.click(screen.getByLabelText('Weekly steps'));
    await user.click(screen.getByRole('button', { name: 'Previous period' }));
    expect(shown()).toBe('11/04/2026 – 11/11/2026');
    await user.click(screen.getByRole('button', { name: 'Next period' }));
    expect(shown()).toBe('11/11/2026 – 11/18/2026');
  });

  it('a preset names itself; compare is enabled with the switch; Select applies both', async () => {
    const seen: DateSelection[] = [];
    renderInApp(<Harness initial={start('2026-11-10', '2026-11-12')} seen={seen} />);
    await user.click(await screen.findByRole('button', { name: /, date range$/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Date range' });
    await user.click(within(dialog).getByRole('button', { name: 'Last 30 days' }));
    const compareWith = () => within(dialog).getByRole('combobox', { name: /Compare with/ });
    expect(compareWith().getAttribute('aria-disabled')).toBe('true');
    await user.click(within(dialog).getByLabelText('Compare: Disabled'));
    expect(within(dialog).getByLabelText('Compare: Enabled')).toBeTruthy();
    expect(compareWith().getAttribute('aria-disabled')).toBeNull();
    expect(compareWith().textContent).toBe('Previous period');
    await user.click(within(dialog).getByRole('button', { name: 'Select' }));
    // Part 2 §9: Last 30 days starts 31 days back and ends yesterday.
    expect(seen.at(-1)).toEqual({
      range: { dateFrom: '2026-10-23', dateTo: '2026-11-22', type: 'LAST_30_DAYS' },
      compare: true,
    });
    expect(shown()).toBe('10/23/2026 – 11/22/2026 (Last 30 days)');
  });

  it('a custom range clears the preset; an empty end date becomes the start date', async () => {
    const seen: DateSelection[] = [];
    renderInApp(
      <Harness
        initial={{
          range: { dateFrom: '2026-11-16', dateTo: '2026-11-22', type: 'LAST_7_DAYS' },
          compare: false,
        }}
        seen={seen}
      />,
    );
    await user.click(await screen.findByRole('button', { name: /, date range$/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Date range' });
    await user.clear(within(dialog).getByLabelText('To'));
    await user.click(within(dialog).getByRole('button', { name: 'Select' }));
    expect(seen.at(-1)?.range).toEqual({ dateFrom: '2026-11-16', dateTo: '2026-11-16', type: null });
  });

  it('compare with a custom range (compareType CUSTOM): both dates required, Select applies them', async () => {
    const seen: DateSelection[] = [];
    renderInApp(<Harness initial={start('2026-11-10', '2026-11-12')} seen={seen} withCustomCompare />);
    await user.click(await screen.findByRole('button', { name: /, date range$/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Date range' });
    await user.click(within(dialog).getByLabelText('Compare: Disabled'));
    await user.click(within(dialog).getByRole('combobox', { name: /Compare with/ }));
    await user.click(await screen.findByRole('option', { name: 'Custom range' }));
    const select = within(dialog).getByRole('button', { name: 'Select' });
    expect(select.hasAttribute('disabled')).toBe(true);
    await user.type(within(dialog).getByLabelText(/Compare from/), '2025-11-10');
    await user.type(within(dialog).getByLabelText(/Compare to/), '2025-11-12');
    expect(select.hasAttribute('disabled')).toBe(false);
    await user.click(select);
    expect(seen.at(-1)).toEqual({
      range: { dateFrom: '2026-11-10', dateTo: '2026-11-12', type: null },
      compare: true,
      compareRange: { dateFrom: '2025-11-10', dateTo: '2025-11-12' },
    });
  });

  it('a view without custom compare offers only the previous period', async () => {
    renderInApp(<Harness initial={start('2026-11-10', '2026-11-12')} seen={[]} />);
    await user.click(await screen.findByRole('button', { name: /, date range$/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Date range' });
    await user.click(within(dialog).getByLabelText('Compare: Disabled'));
    await user.click(within(dialog).getByRole('combobox', { name: /Compare with/ }));
    expect((await screen.findAllByRole('option')).map((option) => option.textContent)).toEqual([
      'Previous period',
    ]);
  });
});
