/** The ids of runs written `1-5,7,9-12` (see `unexplainedLineItems`), in ascending order. */
export function idsOfRanges(ranges: string): number[] {
  if (ranges === '') return [];
  return ranges.split(',').flatMap((run) => {
    const [first, last = first] = run.split('-').map(Number) as [number, number?];
    return Array.from({ length: last - first + 1 }, (_, offset) => first + offset);
  });
}
