/** Ids as runs of consecutive numbers, `1-5,7,9-12`: a network's line items mostly come in runs. */
export function idRangesOf(ids: readonly number[]): string {
  const sorted = [...ids].sort((a, b) => a - b);
  const runs: string[] = [];
  let index = 0;
  while (index < sorted.length) {
    const first = sorted[index]!;
    let last = first;
    while (sorted[index + 1] === last + 1) last = sorted[++index]!;
    runs.push(first === last ? String(first) : `${first}-${last}`);
    index += 1;
  }
  return runs.join(',');
}

/** The ids `idRangesOf` wrote, in ascending order. */
export function idsOfRanges(ranges: string): number[] {
  if (ranges === '') return [];
  return ranges.split(',').flatMap((run) => {
    const [first, last = first] = run.split('-').map(Number) as [number, number?];
    return Array.from({ length: last - first + 1 }, (_, offset) => first + offset);
  });
}
