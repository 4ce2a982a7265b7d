import { playable } from './filters';
import { type DecisionRequest, FILTER_REASONS, type FilterReason, type RankedLineItem } from './types';

/** What excludes a line item from its static fields and the request alone, before it is weighed. */
export type CheapContext = { atMs: number; floorCents: number; targetingMatched: boolean | null };

/** `some(playable)` without a closure per line item: this runs over every line item of a network. */
function hasPlayable(entry: RankedLineItem, request: DecisionRequest): boolean {
  for (let index = 0; index < entry.creatives.length; index++)
    if (playable(entry.creatives[index]!, request)) return true;
  return false;
}

/** A reason that excludes a line item from its static fields and the request alone; null when it must be weighed. */
export function cheapReason(
  entry: RankedLineItem,
  request: DecisionRequest,
  context: CheapContext,
): FilterReason | null {
  if (entry.status !== 'ACTIVE') return 'NOT_ACTIVE';
  if (context.atMs < entry.flightStartMs || (entry.flightEndMs !== null && context.atMs >= entry.flightEndMs))
    return 'OUTSIDE_FLIGHT';
  if (context.targetingMatched === false) return 'TARGETING';
  if (entry.creatives.length === 0 && entry.notForPlacement) return 'PLACEMENT_TYPE';
  if (!hasPlayable(entry, request)) return 'NO_FITTING_CREATIVE';
  if (entry.cpmCents < context.floorCents) return 'BELOW_FLOOR';
  return null;
}

/** A reason's code in a `Uint8Array`; 0 is "none: weighed, or never weighed because the pod closed". */
const codeOf = new Map<FilterReason, number>(FILTER_REASONS.map((reason, index) => [reason, index + 1]));
const NOT_CHEAP = 0;
/** How many request shapes (floor, durations, targeting verdict) one network keeps the cheap reasons of. */
const SHAPES_KEPT = 64;

/** A shape's cheap reasons, and the answers already written for it by how the walk ended. */
type ShapeCodes = {
  codes: Uint8Array;
  from: number;
  until: number;
  answers: Map<string, UnexplainedLineItems>;
};
/** How many walk endings one shape keeps the answer of: in steady traffic the head of the ranking repeats. */
const ANSWERS_KEPT = 256;
type NetworkMemo = {
  /** Rank indexes in ascending id order: the id runs are written without sorting per request. */
  byId: Uint32Array;
  /** Every flight start and end, ascending: cheap reasons change only when the clock crosses one. */
  boundaries: Float64Array;
  shapes: Map<string, ShapeCodes>;
};

/** Kept beside the ranked entries a caller reuses across requests (a compiled network), forgotten with them. */
const memos = new WeakMap<readonly RankedLineItem[], NetworkMemo>();

function memoOf(entries: readonly RankedLineItem[]): NetworkMemo {
  let memo = memos.get(entries);
  if (!memo) {
    const byId = Uint32Array.from(entries.keys()).sort((a, b) => entries[a]!.id - entries[b]!.id);
    const edges = new Set<number>();
    for (const entry of entries) {
      edges.add(entry.flightStartMs);
      if (entry.flightEndMs !== null) edges.add(entry.flightEndMs);
    }
    memo = { byId, boundaries: Float64Array.from(edges).sort(), shapes: new Map() };
    memos.set(entries, memo);
  }
  return memo;
}

/** The boundaries around `atMs`: the last at or before it and the first after it. */
function windowAround(boundaries: Float64Array, atMs: number): { from: number; until: number } {
  let low = 0;
  let high = boundaries.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if (boundaries[middle]! <= atMs) low = middle + 1;
    else high = middle;
  }
  return { from: low === 0 ? -Infinity : boundaries[low - 1]!, until: boundaries[low] ?? Infinity };
}

function shapeCodes(
  entries: readonly RankedLineItem[],
  memo: NetworkMemo,
  request: DecisionRequest,
  context: CheapContext,
): ShapeCodes {
  const { slot } = request;
  const key = `${context.floorCents} ${context.targetingMatched} ${request.minAdDurationSeconds} ${request.maxAdDurationSeconds} ${slot.type === 'BREAK' ? slot.durationSeconds : 0}`;
  const kept = memo.shapes.get(key);
  if (kept && kept.from <= context.atMs && context.atMs < kept.until) return kept;
  const codes = new Uint8Array(entries.length);
  entries.forEach((entry, index) => {
    const reason = cheapReason(entry, request, context);
    codes[index] = reason === null ? NOT_CHEAP : codeOf.get(reason)!;
  });
  if (memo.shapes.size >= SHAPES_KEPT) memo.shapes.clear();
  const shape = { codes, ...windowAround(memo.boundaries, context.atMs), answers: new Map() };
  memo.shapes.set(key, shape);
  return shape;
}

/** Line items not explained in full, by the first reason known for each, as runs of consecutive ids in ascending order (`1-5,7,9-12`, read by `idsOfRanges`). */
export type UnexplainedLineItems = Readonly<Partial<Record<FilterReason, string>>>;

type Runs = { parts: string[]; first: number; last: number };
const closeRun = (runs: Runs) => {
  runs.parts.push(runs.first === runs.last ? String(runs.first) : `${runs.first}-${runs.last}`);
};

/**
 * The unexplained line items of a decision that walked the first `walked` entries in rank order:
 * those walked by the reason the walk held each back for (`heldBack`, by rank index), the rest by
 * their cheap reason, or `POD_FULL` when none excludes them. The cheap reasons are worked out once
 * per request shape until a flight starts or ends, and the runs are written in id order: a request
 * costs one pass over typed arrays, not a sort and an array of ids per reason, and none when the walk
 * ended as an earlier one of the same shape did (the answer is shared: never change it).
 */
export function unexplainedLineItems(
  entries: readonly RankedLineItem[],
  request: DecisionRequest,
  context: CheapContext,
  walked: number,
  heldBack: ReadonlyMap<number, FilterReason>,
): UnexplainedLineItems {
  if (walked >= entries.length && heldBack.size === 0) return {};
  const memo = memoOf(entries);
  const shape = shapeCodes(entries, memo, request, context);
  const walk = `${walked} ${[...heldBack].join(' ')}`;
  const answered = shape.answers.get(walk);
  if (answered) return answered;
  const unexplained = runsByReason(entries, memo.byId, shape.codes, walked, heldBack);
  if (shape.answers.size >= ANSWERS_KEPT) shape.answers.clear();
  shape.answers.set(walk, unexplained);
  return unexplained;
}

function runsByReason(
  entries: readonly RankedLineItem[],
  byId: Uint32Array,
  codes: Uint8Array,
  walked: number,
  heldBack: ReadonlyMap<number, FilterReason>,
): UnexplainedLineItems {
  const runs = new Map<FilterReason, Runs>();
  for (const index of byId) {
    const reason =
      index < walked
        ? heldBack.get(index)
        : codes[index] === NOT_CHEAP
          ? 'POD_FULL'
          : FILTER_REASONS[codes[index]! - 1]!;
    if (reason === undefined) continue;
    const id = entries[index]!.id;
    const open = runs.get(reason);
    if (!open) runs.set(reason, { parts: [], first: id, last: id });
    else if (id === open.last + 1) open.last = id;
    else {
      closeRun(open);
      open.first = id;
      open.last = id;
    }
  }
  const unexplained: Partial<Record<FilterReason, string>> = {};
  for (const [reason, open] of runs) {
    closeRun(open);
    unexplained[reason] = open.parts.join(',');
  }
  return unexplained;
}
