import type { Config } from '../config';
import type { Db } from '../db/client';
import type { ReadMemo } from '../db/read-memo';
import type { AnyRecord } from './definition';
import type { WriteFollowers } from './write-followers';

/** A record list the app serves: its definition and paths (the list benches are generated from these). */
export type ServedList = { definition: AnyRecord; list: string; counts: string; hasParent: boolean };

/** What the record routes take of the app's deps. */
export type RecordDeps = {
  config: Pick<Config, 'checkAnswers'>;
  db: Db;
  /** Expensive read results (searched counts), cleared by every write. */
  reads: ReadMemo;
  /** The work that follows the writes of a kind of record. */
  followers: WriteFollowers;
  /** Every record list registered so far, in order. */
  lists: ServedList[];
};
