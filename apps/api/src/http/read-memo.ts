const DEFAULT_TTL_MS = 10_000;

/**
 * Results of expensive reads, kept for a few seconds and forgotten on every write this process
 * serves. A read that overlaps a write is answered but not kept, so a kept value never predates
 * the last write; the TTL bounds staleness from writes made by other processes.
 */
export class ReadMemo {
  private generation = 0;
  private readonly entries = new Map<string, { value: unknown; at: number }>();

  constructor(
    private readonly ttlMs = DEFAULT_TTL_MS,
    private readonly maxEntries = 1_000,
  ) {}

  async get<T>(key: string, load: () => Promise<T>): Promise<T> {
    const hit = this.entries.get(key);
    if (hit && Date.now() - hit.at < this.ttlMs) return hit.value as T;
    const generation = this.generation;
    const value = await load();
    if (generation === this.generation) {
      if (this.entries.size >= this.maxEntries) this.entries.delete(this.entries.keys().next().value!);
      this.entries.set(key, { value, at: Date.now() });
    }
    return value;
  }

  forgetAll(): void {
    this.generation++;
    this.entries.clear();
  }
}
