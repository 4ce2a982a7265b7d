import { randomUUID } from 'node:crypto';
import {
  type AnsweredRequest,
  beaconFactRows,
  factHourOf,
  type TakenBeacon,
} from '@adcast/domain/tags/beacon-facts';
import { BEACON_VALIDITY_MS } from '@adcast/domain/tags/beacons';
import type { FastifyBaseLogger } from 'fastify';
import {
  addDeviceImpressions,
  type BeaconKey,
  beaconKeyOf,
  type DeviceImpressionRow,
  forgetOldBeacons,
  takeReceipts,
} from '../db/beacons';
import type { Db } from '../db/client';
import type { FactStore } from '../reports/fact-store';
import { importBatch, validateRows } from '../reports/importer';

/** How often buffered beacons are written, and how many make a write come early. */
export const BEACON_FLUSH_MS = 2000;
const FLUSH_AT = 5000;
const KEPT_WHILE_AWAY = 200_000;
/** Device hours are kept as long as the longest frequency period a cap reads back (a flight: a quarter). */
const DEVICE_HOURS_KEPT_MS = 92 * 24 * 60 * 60 * 1000;
const FORGET_EVERY_MS = 60 * 60 * 1000;

type Batch = { id: string; rows: Record<string, string | number>[] };

const keyOf = (beacon: TakenBeacon): BeaconKey => ({
  decisionId: beacon.ad.decisionId,
  sequence: beacon.ad.sequence,
  event: beacon.event,
});

function deviceImpressionsOf(beacons: readonly TakenBeacon[]): DeviceImpressionRow[] {
  const rows = new Map<string, DeviceImpressionRow>();
  for (const { ad, event, at } of beacons) {
    if (event !== 'impression' || !ad.deviceKey || !ad.lineItemId) continue;
    const hour = factHourOf(at);
    const key = `${ad.deviceKey}/${ad.lineItemId}/${hour}`;
    const row = rows.get(key) ?? {
      deviceKey: ad.deviceKey,
      lineItemId: ad.lineItemId,
      hour: new Date(hour),
      impressions: 0,
    };
    row.impressions += 1;
    rows.set(key, row);
  }
  return [...rows.values()];
}

/**
 * Beacons and answered tag requests, kept in memory and written every `BEACON_FLUSH_MS` (or at
 * `FLUSH_AT` events) in one go: receipts first, so an event repeated on any server counts once,
 * then the devices' impressions (frequency caps) and one fact batch. A fact batch the store
 * refuses is kept and tried again with the same id at the next write, so it imports once.
 */
export class BeaconBuffer {
  private beacons: TakenBeacon[] = [];
  private requests: AnsweredRequest[] = [];
  private readonly unwritten: Batch[] = [];
  private writing: Promise<void> = Promise.resolve();
  private timer: NodeJS.Timeout | undefined;
  private forgotAt = 0;

  constructor(
    private readonly db: Db,
    private readonly facts: FactStore,
    private readonly log: FastifyBaseLogger,
  ) {}

  start() {
    this.timer ??= setInterval(() => void this.flush(), BEACON_FLUSH_MS);
    this.timer.unref();
  }

  take(beacon: TakenBeacon) {
    this.beacons.push(beacon);
    if (this.beacons.length >= FLUSH_AT) void this.flush();
  }

  answered(request: AnsweredRequest) {
    this.requests.push(request);
    if (this.requests.length >= FLUSH_AT) void this.flush();
  }

  /** Writes what is buffered; resolves once it (and any write before it) is done. */
  flush(): Promise<void> {
    this.writing = this.writing
      .then(() => this.write())
      .catch((error) => this.log.error({ err: error }, 'Beacons could not be written'));
    return this.writing;
  }

  async stop() {
    clearInterval(this.timer);
    this.timer = undefined;
    await this.flush();
  }

  private async write() {
    const beacons = this.beacons.splice(0);
    const requests = this.requests.splice(0);
    const now = new Date();
    if (beacons.length > 0 || requests.length > 0) {
      try {
        const taken = await this.firstReceipts(beacons, now);
        await addDeviceImpressions(this.db, deviceImpressionsOf(taken));
        const rows = beaconFactRows(requests, taken);
        if (rows.length > 0)
          this.unwritten.push({ id: `beacons-${randomUUID()}`, rows: validateRows('ad', rows) });
      } catch (error) {
        this.keepForLater(beacons, requests);
        throw error;
      }
    }
    while (this.unwritten[0]) {
      await importBatch(this.facts, 'ad', this.unwritten[0].id, this.unwritten[0].rows);
      this.unwritten.shift();
    }
    if (now.getTime() - this.forgotAt > FORGET_EVERY_MS) {
      this.forgotAt = now.getTime();
      await forgetOldBeacons(
        this.db,
        new Date(now.getTime() - BEACON_VALIDITY_MS),
        new Date(now.getTime() - DEVICE_HOURS_KEPT_MS),
      );
    }
  }

  /** While the database is away, what could not be written waits for the next write, up to a bound. */
  private keepForLater(beacons: TakenBeacon[], requests: AnsweredRequest[]) {
    if (this.beacons.length + beacons.length <= KEPT_WHILE_AWAY) this.beacons.unshift(...beacons);
    if (this.requests.length + requests.length <= KEPT_WHILE_AWAY) this.requests.unshift(...requests);
  }

  /** The beacons whose event of their ad was never received before, here or on another server. */
  private async firstReceipts(beacons: readonly TakenBeacon[], now: Date): Promise<TakenBeacon[]> {
    const firsts = new Map<string, TakenBeacon>();
    for (const beacon of beacons)
      firsts.set(beaconKeyOf(keyOf(beacon)), firsts.get(beaconKeyOf(keyOf(beacon))) ?? beacon);
    const received = await takeReceipts(this.db, [...firsts.values()].map(keyOf), now);
    return [...firsts.entries()].filter(([key]) => received.has(key)).map(([, beacon]) => beacon);
  }
}
