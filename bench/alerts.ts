// `npm run bench -- alerts`: the alert baseline's backtest on generated facts (seeded, so the same
// every run): planted drops caught within two hours, and alerts raised with no drop behind them.
import { alertBacktest } from '@adcast/domain/alerts/alert-backtest';
import { saveResult } from './support';

const SEEDS = [20_261_127, 1, 2, 3, 4];
const SERIES = 500;

const runs = SEEDS.map((seed) => ({ seed, ...alertBacktest(seed, SERIES) }));
const planted = runs.reduce((sum, run) => sum + run.drops.planted, 0);
const caught = runs.reduce((sum, run) => sum + run.drops.caught, 0);
const falseInDropWeeks = runs.reduce((sum, run) => sum + run.drops.falseAlerts, 0);
const falseInNormalWeeks = runs.reduce((sum, run) => sum + run.normal.falseAlerts, 0);
const hoursJudged = runs.reduce((sum, run) => sum + run.drops.hoursJudged + run.normal.hoursJudged, 0);
const rule = runs[0]?.rule;

console.log(
  `rule: ${rule?.metric} ${rule?.condition} ${rule?.threshold} % (median of the same hour of 4 weeks, noise floor)`,
);
console.log(
  `planted drops caught within two hours: ${caught} / ${planted} (${((100 * caught) / planted).toFixed(1)} %)`,
);
console.log(
  `false alerts: ${falseInNormalWeeks} on normal weeks, ${falseInDropWeeks} outside the drops of the other weeks`,
);
console.log(`hours judged: ${hoursJudged}`);
saveResult('alerts', {
  seeds: SEEDS,
  seriesPerSeed: SERIES,
  planted,
  caught,
  falseInNormalWeeks,
  falseInDropWeeks,
  hoursJudged,
});
