import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/client';
import type { FactStore } from './fact-store';
import { importChunks } from './importer';
import { adTrafficHour, DAY_MS, HOUR_MS, viewingHour } from './simulator-traffic';
import { loadWorld, type World } from './simulator-world';

export const SIMULATED_DAYS = 90;
const BATCH_PREFIX = 'sim-';
const TICK_MS = 60_000;

const dayId = (dayStart: number) => `${BATCH_PREFIX}${new Date(dayStart).toISOString().slice(0, 10)}`;
const hourId = (instant: number) => `${BATCH_PREFIX}${new Date(instant).toISOString().slice(0, 13)}`;
const yieldToRequests = () => new Promise<void>((resolve) => setImmediate(resolve));

/** Hours made one at a time as the store writes them: a day's rows are never held at once. */
async function importHours(store: FactStore, world: World, batchId: string, hours: number[], anchor: number) {
  await importChunks(
    store,
    'ad',
    batchId,
    lazily(hours, (h) => adTrafficHour(world, h, anchor)),
  );
  await importChunks(
    store,
    'view',
    `${batchId}-views`,
    lazily(hours, (h) => viewingHour(world, h)),
  );
}

function* lazily<T, R>(items: readonly T[], make: (item: T) => R): Iterable<R> {
  for (const item of items) yield make(item);
}

/**
 * Fills the demo's facts, newest first: whole past days as one batch each, today's finished hours one batch
 * each, then every new hour as it ends. Batch ids make it resumable: what landed is not redone.
 */
export async function simulateUpTo(
  store: FactStore,
  world: World,
  window: { now: number; anchor: number; days: number },
  known: Set<string>,
  stopped: () => boolean = () => false,
) {
  const { now, anchor } = window;
  const today = Math.floor(now / DAY_MS) * DAY_MS;
  const lastFullHour = Math.floor(now / HOUR_MS) * HOUR_MS - HOUR_MS;
  // Newest first: the dashboards' default ranges have data within seconds of start.
  for (let day = today; day >= today - window.days * DAY_MS && !stopped(); day -= DAY_MS) {
    if (known.has(dayId(day))) continue;
    const hours = Array.from({ length: 24 }, (_, h) => day + h * HOUR_MS).filter((h) => h <= lastFullHour);
    const wholeDay = day < today && !hours.some((h) => known.has(hourId(h)));
    if (wholeDay) {
      await importHours(store, world, dayId(day), hours, anchor);
      known.add(dayId(day));
    } else {
      for (const hour of hours.filter((h) => !known.has(hourId(h)))) {
        await importHours(store, world, hourId(hour), [hour], anchor);
        known.add(hourId(hour));
      }
    }
    await yieldToRequests();
  }
}

export type Simulator = { ready: Promise<void>; stop: () => void };

/** Starts the traffic simulator in the background; the app serves requests meanwhile. */
export function startTrafficSimulator(deps: { db: Db; facts: FactStore; log: FastifyBaseLogger }): Simulator {
  let timer: NodeJS.Timeout | undefined;
  let stopped = false;
  const ready = (async () => {
    const world = await loadWorld(deps.db);
    const rows = await deps.facts.select(
      `SELECT batch_id FROM fact_imports WHERE batch_id LIKE '${BATCH_PREFIX}%'`,
    );
    const known = new Set(rows.map((r) => String(r.batch_id)));
    const anchor = Math.floor(Date.now() / DAY_MS) * DAY_MS;
    const started = performance.now();
    await simulateUpTo(
      deps.facts,
      world,
      { now: Date.now(), anchor, days: SIMULATED_DAYS },
      known,
      () => stopped,
    );
    deps.log.info(
      `Traffic simulator: ${SIMULATED_DAYS} days of facts ready in ${Math.round(performance.now() - started)} ms`,
    );
    // The backfill's blocks would otherwise stay cached for as long as the server runs.
    await deps.facts.releaseMemory();
    const tick = async () => {
      if (stopped) return;
      await simulateUpTo(deps.facts, world, { now: Date.now(), anchor, days: 1 }, known, () => stopped).catch(
        (error) => deps.log.error({ err: error }, 'Traffic simulator failed'),
      );
      if (!stopped) timer = setTimeout(tick, TICK_MS);
    };
    timer = setTimeout(tick, TICK_MS);
  })().catch((error) => deps.log.error({ err: error }, 'Traffic simulator failed'));
  return {
    ready,
    stop: () => {
      stopped = true;
      clearTimeout(timer);
    },
  };
}
