import { randomUUID } from 'node:crypto';
import { UNEXPLAINED_SENTENCES } from '@adcast/domain/decisioning/explain';
import { idsOfRanges } from '@adcast/domain/decisioning/id-ranges';
import type { RankedDecision } from '@adcast/domain/decisioning/ranked-decide';
import type { Decision, FilterReason } from '@adcast/domain/decisioning/types';
import type { LoggedDecision } from '@adcast/domain/tags/tag-contract';
import type { FastifyBaseLogger } from 'fastify';
import { z } from 'zod';
import { forgetBidMarkupsBefore } from '../../../db/bid-markups';
import type { Db } from '../../../db/client';
import {
  type DecisionLogRow,
  decisionRowById,
  forgetDecisionsBefore,
  insertDecisions,
} from '../../../db/decision-log';
import type { JobDefinition } from '../../../jobs/job-definition';
import type { ModuleDeps } from '../../module-deps';

/** How long a decision is kept. */
export const DECISION_KEPT_MS = 24 * 60 * 60 * 1000;
/** How often kept decisions are written, and how many make a write come early. */
const FLUSH_MS = 500;
const FLUSH_AT = 1000;
/** While the database is away, at most this many wait in memory; the oldest go first. */
const KEPT_WHILE_AWAY = 100_000;

const unexplainedOf = (row: DecisionLogRow): LoggedDecision['unexplained'] =>
  Object.entries(row.unexplained as Record<FilterReason, string>).map(([reason, ranges]) => ({
    reason: reason as FilterReason,
    sentence: UNEXPLAINED_SENTENCES[reason as FilterReason],
    lineItemIds: idsOfRanges(ranges),
  }));

/**
 * The tag's decisions of the last day, in the database so any server answers for them. Kept in memory
 * until written (every `FLUSH_MS`, in batches), and read from there first by the server that decided.
 */
export class DecisionLog {
  private readonly pending = new Map<string, DecisionLogRow>();
  private writing: Promise<void> = Promise.resolve();
  private timer: NodeJS.Timeout | undefined;

  constructor(
    private readonly db: Db,
    private readonly log: FastifyBaseLogger,
  ) {}

  start() {
    this.timer ??= setInterval(() => void this.flush(), FLUSH_MS);
    this.timer.unref();
  }

  async stop() {
    clearInterval(this.timer);
    this.timer = undefined;
    await this.flush();
  }

  keep({ decision, unexplained }: RankedDecision, networkId: number | null, at: Date): string {
    const id = randomUUID();
    this.pending.set(id, { id, networkId, decidedOn: at, decision, unexplained });
    if (this.pending.size > KEPT_WHILE_AWAY) this.pending.delete(this.pending.keys().next().value!);
    if (this.pending.size >= FLUSH_AT) void this.flush();
    return id;
  }

  async find(id: string, now = new Date()): Promise<LoggedDecision | undefined> {
    const row = this.pending.get(id) ?? (await decisionRowById(this.db, id));
    if (!row || now.getTime() - row.decidedOn.getTime() > DECISION_KEPT_MS) return undefined;
    return {
      ...(row.decision as Decision),
      id: row.id,
      networkId: row.networkId ?? null,
      decidedOn: row.decidedOn.toISOString(),
      unexplained: unexplainedOf(row),
    };
  }

  /** Writes what is kept; resolves once it (and any write before it) is done. */
  flush(): Promise<void> {
    this.writing = this.writing
      .then(() => this.write())
      .catch((error) => this.log.error({ err: error }, 'Decisions could not be logged'));
    return this.writing;
  }

  private async write() {
    const rows = [...this.pending.values()];
    if (rows.length === 0) return;
    await insertDecisions(this.db, rows);
    for (const row of rows) this.pending.delete(row.id);
  }
}

/** Forgets decisions older than a day and partners' winning VAST no longer kept (hourly). */
export const decisionSweepJob = (deps: Pick<ModuleDeps, 'db'>): JobDefinition<Record<string, never>> => ({
  name: 'decision-log-sweep',
  schema: z.object({}).strict() as z.ZodType<Record<string, never>>,
  run: async () => {
    await forgetDecisionsBefore(deps.db, new Date(Date.now() - DECISION_KEPT_MS));
    await forgetBidMarkupsBefore(deps.db, new Date());
  },
  expireInSeconds: 15 * 60,
});

const DECISION_SWEEP_CRON = '40 * * * *';

/** Runs the hourly sweep from now on (main does at start). */
export const scheduleDecisionSweep = (deps: Pick<ModuleDeps, 'db' | 'jobs'>) =>
  deps.jobs.schedule(decisionSweepJob(deps), DECISION_SWEEP_CRON, {}, { key: 'decision-log-sweep' });
