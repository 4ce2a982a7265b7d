const DEFAULT_TTL_MS = 10_000;

type Entry = { value: Promise<unknown>; at: number; generation: number };

/**
 * Results of expensive reads, kept for a few seconds and forgotten on every write this process
 * serves. Concurrent reads of one key share a single load (single flight), so an expired entry
 * costs one query, not one per waiting request. A read that overlaps a write is answered but not
 * kept, so a kept value never predates the last write; the TTL bounds staleness from writes made
 * by other processes. A failed load is not kept.
 */
export class ReadMemo {
  private generation = 0;
  private readonly entries = new Map<string, Entry>();

  constructor(
    private readonly ttlMs = DEFAULT_TTL_MS,
    private readonly maxEntries = 1_000,
  ) {}

  get<T>(key: string, load: () => Promise<T>): Promise<T> {
    const hit = this.entries.get(key);
    if (hit && hit.generation === this.generation && Date.now() - hit.at < this.ttlMs)
      return hit.value as Promise<T>;
    const generation = this.generation;
    const value = load();
    const entry: Entry = { value, at: Date.now(), generation };
    this.entries.delete(key);
    if (this.entries.size >= this.maxEntries) this.entries.delete(this.entries.keys().next().value!);
    this.entries.set(key, entry);
    const forget = () => {
      if (this.entries.get(key) === entry) this.entries.delete(key);
    };
    value.then(() => {
      // Kept from when the answer came, unless a write overlapped the read.
      if (entry.generation !== this.generation) forget();
      else entry.at = Date.now();
    }, forget);
    return value;
  }

  forgetAll(): void {
    this.generation++;
    this.entries.clear();
  }
}
