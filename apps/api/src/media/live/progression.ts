/**
 * Σ_{i=0}^{n-1} floor((a·i + b) / m) for n, m > 0 and a, b ≥ 0, in O(log) steps (the classic
 * reduction by swapping the roles of a and m). BigInt: a year of breaks squared overflows 2^53.
 */
function floorSum(n: bigint, m: bigint, a: bigint, b: bigint): bigint {
  let sum = 0n;
  for (;;) {
    if (a >= m) {
      sum += ((n * (n - 1n)) / 2n) * (a / m);
      a %= m;
    }
    if (b >= m) {
      sum += n * (b / m);
      b %= m;
    }
    const top = a * n + b;
    if (top < m) return sum;
    n = top / m;
    b = top % m;
    [m, a] = [a, m];
  }
}

/**
 * How many k in 1..count have (k·step mod period) in [from, to), for 0 ≤ from ≤ to ≤ period: the
 * breaks of a channel whose due time falls in a stretch of its loop, without visiting each break.
 */
export function countInStretch(
  count: number,
  step: number,
  period: number,
  from: number,
  to: number,
): number {
  if (count <= 0 || from >= to) return 0;
  // [x mod p ≥ c] = floor((x + p − c) / p) − floor(x / p), so the stretch is the difference of two sums.
  const n = BigInt(count);
  const p = BigInt(period);
  const s = BigInt(step);
  const atLeast = (c: number) => floorSum(n, p, s, s + p - BigInt(c));
  return Number(atLeast(from) - atLeast(to));
}
