import type { AdFactCounter } from './facts';

/**
 * A metric formula over sums of fact counters. Ratios divide sums (never average ratios), so a
 * formula gives the same answer at any grain; a division by zero has no value (null).
 */
export type Formula =
  | { readonly op: 'sum'; readonly counter: AdFactCounter }
  | { readonly op: 'add' | 'sub'; readonly terms: readonly [Formula, Formula, ...Formula[]] }
  | {
      readonly op: 'div';
      readonly numerator: Formula;
      readonly denominator: Formula;
      readonly scale: number;
    };

export const sum = (counter: AdFactCounter): Formula => ({ op: 'sum', counter });
export const plus = (...terms: [Formula, Formula, ...Formula[]]): Formula => ({ op: 'add', terms });
export const minus = (...terms: [Formula, Formula, ...Formula[]]): Formula => ({ op: 'sub', terms });
export const ratio = (numerator: Formula, denominator: Formula, scale = 1): Formula => ({
  op: 'div',
  numerator,
  denominator,
  scale,
});

export type CounterSums = Partial<Record<AdFactCounter, number>>;

/** The value of a formula over summed counters (totals, compare deltas, tests). */
export function evaluate(formula: Formula, sums: CounterSums): number | null {
  switch (formula.op) {
    case 'sum':
      return sums[formula.counter] ?? 0;
    case 'add':
    case 'sub': {
      const values = formula.terms.map((term) => evaluate(term, sums));
      if (values.some((value) => value === null)) return null;
      const [first, ...rest] = values as number[];
      return rest.reduce((acc, value) => (formula.op === 'add' ? acc + value : acc - value), first ?? 0);
    }
    case 'div': {
      const numerator = evaluate(formula.numerator, sums);
      const denominator = evaluate(formula.denominator, sums);
      if (numerator === null || denominator === null || denominator === 0) return null;
      return (numerator / denominator) * formula.scale;
    }
  }
}

/** Counters a formula reads, each once. */
export function countersOf(formula: Formula): AdFactCounter[] {
  switch (formula.op) {
    case 'sum':
      return [formula.counter];
    case 'add':
    case 'sub':
      return [...new Set(formula.terms.flatMap(countersOf))];
    case 'div':
      return [...new Set([...countersOf(formula.numerator), ...countersOf(formula.denominator)])];
  }
}

const wrap = (formula: Formula, text: string) => (formula.op === 'sum' ? text : `(${text})`);

/** The formula in words, for the metric picker's description: 'ad_impressions / ad_requests'. */
export function describe(formula: Formula): string {
  switch (formula.op) {
    case 'sum':
      return formula.counter;
    case 'add':
    case 'sub':
      return formula.terms.map(describe).join(formula.op === 'add' ? ' + ' : ' - ');
    case 'div': {
      const text = `${wrap(formula.numerator, describe(formula.numerator))} / ${wrap(formula.denominator, describe(formula.denominator))}`;
      return formula.scale === 1 ? text : `${text} * ${formula.scale}`;
    }
  }
}
