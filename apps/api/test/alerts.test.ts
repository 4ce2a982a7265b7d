import { alertBacktest } from '@adcast/domain/alerts/alert-backtest';
import { ALERT_MESSAGES } from '@adcast/domain/alerts/alert-messages';
import { ALERT_API } from '@adcast/domain/alerts/paths';
import { beforeAll, describe, expect, it } from 'vitest';
import { alertEvents, alertRules } from '../src/db/schema/alerts';
import { PERMISSION_MISSING } from '../src/http/auth';
import { judgeAlertRules } from '../src/modules/alerts/alert-judge';
import { type Builders, builders } from './support/builders';
import { changesOf, rowCount, useDemoApp } from './support/demand';
import { adFact, load } from './support/facts';
import { lastMailTo } from './support/outbox';

const HOUR = 3_600_000;
/** The job runs at 10:12 on this day: it judges the 09:00 hour. */
const NOW = new Date('2026-11-23T10:12:00Z');
const JUDGED = Date.parse('2026-11-23T09:00:00Z');
const stamp = (ms: number) => new Date(ms).toISOString().slice(0, 19).replace('T', ' ');

const ruleBody = (name: string, fields: Record<string, unknown> = {}) => ({
  name,
  metric: 'IMPRESSIONS',
  scopeKind: 'NETWORK',
  scopeId: null,
  condition: 'DROP',
  threshold: 50,
  ...fields,
});

describe('alerts (issue 27): rules, the hourly judgement, the bell, tenancy', () => {
  const app = useDemoApp();
  let make: Builders;
  let network: { id: number };
  let placementId: number;
  let foreignPlacementId: number;
  beforeAll(async () => {
    make = builders(app.t);
    network = await make.network();
    const publisher = await make.publisher({ networkId: network.id });
    placementId = (await make.placement({ publisher })).id;
    const foreign = await make.publisher({ networkId: (await make.network()).id });
    foreignPlacementId = (await make.placement({ publisher: foreign })).id;
  });

  it('creates a rule on a placement with its changelog entry', async () => {
    const created = await app.admin.post(
      ALERT_API.rules,
      ruleBody('Placement down', { networkId: network.id, scopeKind: 'PLACEMENT', scopeId: placementId }),
    );
    expect(created.statusCode).toBe(201);
    const rule = created.json();
    expect(rule).toMatchObject({
      name: 'Placement down',
      network: { id: network.id },
      scope: { id: placementId },
      condition: 'DROP',
      threshold: 50,
      mutedUntil: null,
      lastAlertAt: null,
      version: 1,
    });
    expect((await changesOf(app.t, 'ALERT_RULE', rule.id))[0]).toMatchObject({ action: 'CREATE' });
  });

  it.each([
    [ruleBody('No record', { scopeKind: 'PLACEMENT' }), `scopeId: ${ALERT_MESSAGES.scopeRequired}`],
    [ruleBody('Pacing', { metric: 'LINE_ITEM_PACING' }), `scopeKind: ${ALERT_MESSAGES.pacingNeedsLineItem}`],
    [ruleBody('Too much', { threshold: 150 }), `threshold: ${ALERT_MESSAGES.dropPercent}`],
    [
      ruleBody('Forever', { condition: 'NO_DELIVERY', threshold: 0.5 }),
      `threshold: ${ALERT_MESSAGES.noDeliveryHours}`,
    ],
  ])('refuses a rule breaking a rule, writing nothing (%#)', async (body, message) => {
    const before = await rowCount(app.t, alertRules);
    const response = await app.admin.post(ALERT_API.rules, body);
    expect(response.statusCode).toBe(400);
    expect(response.json().messages).toContain(message);
    expect(await rowCount(app.t, alertRules)).toBe(before);
  });

  it("refuses a scope outside the rule's network", async () => {
    const response = await app.admin.post(
      ALERT_API.rules,
      ruleBody('Elsewhere', { networkId: network.id, scopeKind: 'PLACEMENT', scopeId: foreignPlacementId }),
    );
    expect(response.statusCode).toBe(400);
    expect(response.json().messages).toEqual([ALERT_MESSAGES.scopeOutsideNetwork('Placement')]);
  });

  it('raises one alert when a placement drops against the same hours of previous weeks, mails it and rings the bell', async () => {
    const creator = await make.user({ roles: ['ADMIN'], networkId: network.id });
    const rule = (
      await creator.client.post(
        ALERT_API.rules,
        ruleBody('Placement impressions', { scopeKind: 'PLACEMENT', scopeId: placementId }),
      )
    ).json();
    expect(rule.network).toMatchObject({ id: network.id });
    const rows = [];
    for (let hour = JUDGED - 29 * 24 * HOUR; hour <= JUDGED; hour += HOUR)
      rows.push(
        adFact({
          hour: stamp(hour),
          network_id: network.id,
          placement_id: placementId,
          ad_impressions: hour === JUDGED ? 120 : 1000,
        }),
      );
    await load(app.t.app.deps.facts, rows);

    expect(await judgeAlertRules(app.t.app.deps, NOW)).toBeGreaterThanOrEqual(1);
    const alerts = (await creator.client.get(`${ALERT_API.alerts}?ruleId=${rule.id}`)).json();
    expect(alerts.content).toHaveLength(1);
    expect(alerts.content[0]).toMatchObject({
      ruleName: 'Placement impressions',
      hour: new Date(JUDGED).toISOString(),
      value: 120,
      baseline: 1000,
      acknowledgedAt: null,
    });
    expect(alerts.content[0].message).toContain('Impressions drops 50 %');
    expect((await lastMailTo(app.t, creator.email))?.subject).toBe('Adcast alert: Placement impressions');
    expect((await creator.client.get(ALERT_API.unread)).json().unacknowledged).toBeGreaterThanOrEqual(1);

    // The same hour is never judged twice.
    const before = await rowCount(app.t, alertEvents);
    await judgeAlertRules(app.t.app.deps, NOW);
    expect(await rowCount(app.t, alertEvents)).toBe(before);

    const ack = await creator.client.post(ALERT_API.acknowledge(alerts.content[0].id));
    expect(ack.statusCode).toBe(200);
    const after = (await creator.client.get(`${ALERT_API.alerts}?ruleId=${rule.id}`)).json();
    expect(after.content[0]).toMatchObject({ acknowledgedBy: creator.email });
    expect(
      (await creator.client.get(`${ALERT_API.alerts}?unacknowledged=true&ruleId=${rule.id}`)).json()
        .totalElements,
    ).toBe(0);

    // Another network's user sees neither the rule nor its alerts.
    const stranger = await make.user({ roles: ['ADMIN'], networkId: (await make.network()).id });
    expect((await stranger.client.get(ALERT_API.rule(rule.id))).statusCode).toBe(404);
    expect((await stranger.client.post(ALERT_API.acknowledge(alerts.content[0].id))).statusCode).toBe(404);
    expect((await stranger.client.get(`${ALERT_API.alerts}?ruleId=${rule.id}`)).json().totalElements).toBe(0);
  });

  it('a muted rule raises nothing until unmuted', async () => {
    const rule = (
      await app.admin.post(
        ALERT_API.rules,
        ruleBody('Muted', { networkId: network.id, scopeKind: 'PLACEMENT', scopeId: placementId }),
      )
    ).json();
    const muted = await app.admin.post(ALERT_API.mute(rule.id), { hours: 500 });
    expect(muted.statusCode).toBe(400);
    expect(muted.json().messages).toEqual([`hours: ${ALERT_MESSAGES.muteHours}`]);
    const mutedUntil = (await app.admin.post(ALERT_API.mute(rule.id), { hours: 24 })).json().mutedUntil;
    expect(Date.parse(mutedUntil)).toBeGreaterThan(Date.now());
    await judgeAlertRules(app.t.app.deps, new Date());
    expect((await app.admin.get(`${ALERT_API.alerts}?ruleId=${rule.id}`)).json().totalElements).toBe(0);
    const unmuted = await app.admin.send({ method: 'DELETE', url: ALERT_API.mute(rule.id) });
    expect(unmuted.json().mutedUntil).toBeNull();
  });

  it('network users list only their network rules; read-only admins read and change nothing', async () => {
    const own = (
      await app.admin.post(ALERT_API.rules, ruleBody('Own network', { networkId: network.id }))
    ).json();
    const other = (await app.admin.post(ALERT_API.rules, ruleBody('Everywhere'))).json();
    const member = await make.user({ roles: ['ADMIN'], networkId: network.id });
    const listed = (await member.client.get(`${ALERT_API.rules}?size=100`)).json();
    const names = listed.content.map((rule: { id: number }) => rule.id);
    expect(names).toContain(own.id);
    expect(names).not.toContain(other.id);
    expect((await member.client.get(ALERT_API.rule(other.id))).statusCode).toBe(404);

    const readonly = await make.user({ roles: ['READ_ONLY_ADMIN'] }, 'READ_ONLY_ADMIN');
    expect((await readonly.client.get(ALERT_API.rule(other.id))).statusCode).toBe(200);
    expect((await readonly.client.get(ALERT_API.alerts)).statusCode).toBe(200);
    for (const write of [
      readonly.client.post(ALERT_API.rules, ruleBody('Read-only rule')),
      readonly.client.post(ALERT_API.mute(other.id), { hours: 2 }),
      readonly.client.post(ALERT_API.acknowledge(1)),
    ]) {
      const response = await write;
      expect(response.statusCode).toBe(403);
      expect(response.json().messages).toEqual([PERMISSION_MISSING]);
    }
    const publisher = await make.user({ roles: ['PUBLISHER'] }, 'PUBLISHER');
    expect((await publisher.client.get(ALERT_API.rules)).statusCode).toBe(403);
  });
});

describe('alert baseline backtest (seeded, generated facts with planted drops and ordinary noise)', () => {
  it('catches at least 95 % of planted drops within two hours and raises no alert on a normal week', () => {
    const { drops, normal, caughtShare } = alertBacktest();
    expect(drops.planted).toBe(200);
    expect(caughtShare).toBeGreaterThanOrEqual(0.95);
    expect(drops.falseAlerts).toBe(0);
    expect(normal.falseAlerts).toBe(0);
  });
});
