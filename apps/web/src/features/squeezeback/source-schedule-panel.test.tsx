import { SCHEDULE_TEXT } from '@adcast/domain/squeezeback/source-schedule';
import type { Source } from '@adcast/domain/squeezeback/sources';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderInApp } from '../../test/render';
import { SCHEDULE_PANEL_TITLE, SourceSchedulePanel } from './source-schedule-panel';

const source = (fields: Partial<Source> = {}): Source => ({
  id: 4,
  name: 'Late match',
  status: 'ACTIVE',
  network: null,
  hlsUrl: 'https://live.example.com/b.m3u8',
  channel: { id: 9, name: 'Live sports' },
  layout: { left: 25, top: 0, width: 75, height: 75 },
  schedule: {
    timeZone: 'EST',
    slots: [{ day: 'FRIDAY', restrictedHours: true, startHour: 22, endHour: 2 }],
  },
  notes: null,
  createdOn: '2026-11-01T00:00:00Z',
  updatedOn: '2026-11-01T00:00:00Z',
  version: 1,
  ...fields,
});

describe("a source's schedule on its page (part 2 §9: EST as New York, slots split at midnight)", () => {
  it('says it is on now, until the end of the slot past midnight, and lists the next pieces', async () => {
    // Friday 11/27/2026 23:30 in New York.
    renderInApp(<SourceSchedulePanel source={source()} now={new Date('2026-11-28T04:30:00Z')} />);
    const panel = await screen.findByRole('region', { name: SCHEDULE_PANEL_TITLE });
    expect(within(panel).getByText('On now')).toBeTruthy();
    expect(within(panel).getByText(SCHEDULE_TEXT.onNow('11/28/2026 02:00', 'America/New_York'))).toBeTruthy();
    const next = within(panel).getByRole('list', { name: 'Next slots' });
    expect(
      within(next)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Fri 12/04/2026 22:00–24:00', 'Sat 12/05/2026 00:00–02:00']);
  });

  it('off now, it names the next slot; with no channel or slots it says nothing marks them', async () => {
    const { unmount } = renderInApp(
      <SourceSchedulePanel source={source({ channel: null })} now={new Date('2026-11-27T17:00:00Z')} />,
    );
    expect(await screen.findByText('Off now')).toBeTruthy();
    expect(screen.getAllByRole('listitem')[0]!.textContent).toBe('Fri 11/27/2026 22:00–24:00');
    expect(screen.getByText(SCHEDULE_TEXT.noChannel)).toBeTruthy();
    unmount();
    renderInApp(
      <SourceSchedulePanel
        source={source({ schedule: { timeZone: 'UTC', slots: [] } })}
        now={new Date('2026-11-27T17:00:00Z')}
      />,
    );
    expect(await screen.findByText(SCHEDULE_TEXT.noSlots)).toBeTruthy();
  });
});
