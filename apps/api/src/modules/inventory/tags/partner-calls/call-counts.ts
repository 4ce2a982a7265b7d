import { toWireDate } from '@adcast/domain/date-ranges';
import type { PartnerOutcome } from '@adcast/domain/decisioning/partner-calls';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../../../db/client';
import { addCallCounts, type CallTally } from '../../../../db/partner-connections';

const FLUSH_EVERY_MS = 5_000;
const OUTCOME_COLUMN = { BID: 'bids', NO_BID: 'noBids', TIMEOUT: 'timeouts', ERROR: 'errors' } as const;

const emptyTally = (): CallTally => ({ requests: 0, bids: 0, wins: 0, noBids: 0, timeouts: 0, errors: 0 });

/**
 * Requests, bids, wins, no-bids, timeouts and errors per connection, added up in memory and written
 * every few seconds (and before they are read), so a busy tag costs the database one upsert per flush.
 */
export class CallCounts {
  private pending = new Map<string, Map<number, CallTally>>();
  private timer: NodeJS.Timeout | null = null;
  private writing: Promise<void> = Promise.resolve();

  constructor(
    private readonly db: Db,
    private readonly log: FastifyBaseLogger,
  ) {}

  /** One call: its outcome, how many bids it made (each counted) and how many won. */
  count(connectionId: number, outcome: PartnerOutcome, bids: number, wins: number, at: Date) {
    const day = toWireDate(at);
    const tallies = this.pending.get(day) ?? new Map<number, CallTally>();
    const tally = tallies.get(connectionId) ?? emptyTally();
    tally.requests += 1;
    if (outcome === 'BID') tally.bids += bids;
    else tally[OUTCOME_COLUMN[outcome]] += 1;
    tally.wins += wins;
    tallies.set(connectionId, tally);
    this.pending.set(day, tallies);
    this.timer ??= setTimeout(() => void this.flush(), FLUSH_EVERY_MS).unref();
  }

  /** Writes what was counted; a failed write is put back to be tried with the next. */
  flush(): Promise<void> {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    const taken = this.pending;
    this.pending = new Map();
    this.writing = this.writing.then(async () => {
      for (const [day, tallies] of taken) {
        try {
          await addCallCounts(this.db, day, tallies);
        } catch (error) {
          this.log.warn({ err: error }, 'Demand partner call counts not written; kept for the next flush');
          for (const [connectionId, tally] of tallies) this.putBack(day, connectionId, tally);
        }
      }
    });
    return this.writing;
  }

  private putBack(day: string, connectionId: number, tally: CallTally) {
    const tallies = this.pending.get(day) ?? new Map<number, CallTally>();
    const kept = tallies.get(connectionId) ?? emptyTally();
    for (const key of Object.keys(kept) as (keyof CallTally)[]) kept[key] += tally[key];
    tallies.set(connectionId, kept);
    this.pending.set(day, tallies);
  }
}
