type Waiting<T> = { id: number; resolve: (found: T | null) => void; reject: (error: unknown) => void };

/**
 * Rows a list page asks for one by one in a render go out as one call per kind: `fetchMany`
 * answers the rows of the ids asked (an id it leaves out is null).
 */
export function batchedLookup<K extends string, T>(
  fetchMany: (kind: K, ids: number[]) => Promise<Map<number, T>>,
) {
  const waiting = new Map<K, Waiting<T>[]>();
  async function flush(kind: K) {
    const batch = waiting.get(kind) ?? [];
    waiting.delete(kind);
    try {
      const found = await fetchMany(kind, [...new Set(batch.map((each) => each.id))]);
      for (const each of batch) each.resolve(found.get(each.id) ?? null);
    } catch (error) {
      for (const each of batch) each.reject(error);
    }
  }
  return (kind: K, id: number) =>
    new Promise<T | null>((resolve, reject) => {
      const queue = waiting.get(kind) ?? [];
      if (queue.length === 0) {
        waiting.set(kind, queue);
        setTimeout(() => void flush(kind), 0);
      }
      queue.push({ id, resolve, reject });
    });
}
