import { ALERT_API } from '@adcast/domain/alerts/paths';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubApi } from '../../test/api-stub';
import { renderInApp } from '../../test/render';
import { AlertBell } from './alert-bell';

const ALERT = {
  id: 41,
  ruleId: 7,
  ruleName: 'Evening revenue',
  hour: '2026-11-23T20:00:00.000Z',
  value: 12,
  baseline: 80,
  message: 'Revenue drops 30 % against the same hours of previous weeks — Whole network: 12 (expected 80)',
  firedAt: '2026-11-23T21:12:00.000Z',
  acknowledgedAt: null,
  acknowledgedBy: null,
};

describe('the alerts bell', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('shows how many alerts wait, lists them and acknowledges one', async () => {
    const api = stubApi({
      [ALERT_API.unread]: () => ({ unacknowledged: 3 }),
      [`GET ${ALERT_API.alerts}`]: () => ({ content: [ALERT], totalElements: 1 }),
      [ALERT_API.acknowledge(41)]: () => ({ message: 'Alert acknowledged' }),
    });
    renderInApp(<AlertBell />);
    const bell = await screen.findByRole('button', { name: 'Alerts, 3 waiting' });
    await userEvent.click(bell);
    expect(await screen.findByText('Evening revenue')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Acknowledge' }));
    await waitFor(() => expect(api.requestsTo(ALERT_API.acknowledge(41))).toHaveLength(1));
  });

  it('a read-only admin sees the alerts but may not acknowledge them', async () => {
    stubApi(
      {
        [ALERT_API.unread]: () => ({ unacknowledged: 1 }),
        [`GET ${ALERT_API.alerts}`]: () => ({ content: [ALERT], totalElements: 1 }),
      },
      { role: 'READ_ONLY_ADMIN' },
    );
    renderInApp(<AlertBell />);
    await userEvent.click(await screen.findByRole('button', { name: 'Alerts, 1 waiting' }));
    expect(await screen.findByText('Evening revenue')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Acknowledge' })).toBeNull();
  });

  it('is not shown to a mask that may not read alerts', () => {
    stubApi({}, { role: 'DESIGNER' });
    renderInApp(<AlertBell />);
    expect(screen.queryByRole('button', { name: /Alerts/ })).toBeNull();
  });
});
