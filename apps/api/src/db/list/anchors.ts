/** Rows between two kept anchors: a deep page walks at most this many index entries past its anchor. */
export const ANCHOR_STEP = 1000;

export type Anchor = { position: number; id: number };

/**
 * Known positions in one ordered walk of a list (one scope, filter, search and sort direction):
 * the row at `position` has id `id`. A deep page seeks to the nearest anchor before it and walks
 * only the rest; the walk that got there leaves an anchor every ANCHOR_STEP rows, so the first
 * visit to a deep page pays for its distance once and the pages around it are short walks. Kept
 * in the read memo, so a write forgets them.
 */
export class Anchors {
  private readonly sorted: Anchor[] = [];

  /** The anchor at or before `position`, if any. */
  before(position: number): Anchor | undefined {
    let found: Anchor | undefined;
    for (const anchor of this.sorted) {
      if (anchor.position > position) break;
      found = anchor;
    }
    return found;
  }

  add(anchor: Anchor): void {
    const at = this.sorted.findIndex((known) => known.position >= anchor.position);
    if (at === -1) this.sorted.push(anchor);
    else if (this.sorted[at]!.position !== anchor.position) this.sorted.splice(at, 0, anchor);
  }
}
