import { z } from 'zod';
import type { IntegrationType } from '../enumerations';

/** How long a partner may take when neither the placement nor the connection says (ms). */
export const DEFAULT_TMAX_MS = 300;
/** The partner timeout a placement or a connection may set (ms): long enough for a network hop, short enough for a player. */
export const TMAX_MIN_MS = 50;
export const TMAX_MAX_MS = 5000;

export const TMAX_MESSAGES = {
  range: `Partner timeout must be a whole number of ms from ${TMAX_MIN_MS} to ${TMAX_MAX_MS.toLocaleString('en-US')}`,
} as const;

/** The field's label and the help under it on the placement and connection forms. */
export const TMAX_LABEL = 'Partner timeout (tmax, ms)';
export const TMAX_HELP = {
  placement: `Empty: each connection's own timeout, else ${DEFAULT_TMAX_MS} ms. Set: no connection waits longer.`,
  connection: `Empty: the placement's timeout, else ${DEFAULT_TMAX_MS} ms. A placement's shorter timeout still applies.`,
} as const;

/** The integration types a connection's timeout means something for: partners that bid within one (not CUSTOM). */
export const takesTmax = (integrationType: IntegrationType): boolean => integrationType !== 'CUSTOM';

/** A placement's or a connection's tmax: a whole number of ms in range, or null for the default. */
export const TmaxSchema = z
  .number({ error: TMAX_MESSAGES.range })
  .int(TMAX_MESSAGES.range)
  .min(TMAX_MIN_MS, TMAX_MESSAGES.range)
  .max(TMAX_MAX_MS, TMAX_MESSAGES.range)
  .nullable()
  .default(null);

/** The tmax as the screens show it: '250 ms', or where none is set what applies instead. */
export const tmaxText = (ms: number | null, unset = `Default (${DEFAULT_TMAX_MS} ms)`): string =>
  ms === null ? unset : `${ms.toLocaleString('en-US')} ms`;
