import { z } from 'zod';

/** Where the squeezed live picture sits in the frame, in percent of the frame; the ad fills the rest, an L. */
export type SqueezeLayout = { left: number; top: number; width: number; height: number };

/** The smallest squeezed picture, so the programme stays watchable beside the ad. */
export const SQUEEZE_MIN_PERCENT = 40;

export const LAYOUT_MESSAGES = {
  percent: 'Layout values are percentages from 0 to 100',
  tooSmall: `The squeezed picture is at least ${SQUEEZE_MIN_PERCENT}% wide and high`,
  noRoom: 'The squeezed picture must leave room for the ad beside and below (or above) it',
  outside: 'The squeezed picture must stay inside the frame',
  notInCorner: 'The squeezed picture sits in a corner of the frame, so the ad forms an L',
} as const;

const percent = z
  .number({ error: LAYOUT_MESSAGES.percent })
  .min(0, LAYOUT_MESSAGES.percent)
  .max(100, LAYOUT_MESSAGES.percent);

const touches = (start: number, size: number) => start === 0 || start + size === 100;

export const SqueezeLayoutSchema = z
  .object({ left: percent, top: percent, width: percent, height: percent })
  .refine((layout) => layout.width >= SQUEEZE_MIN_PERCENT && layout.height >= SQUEEZE_MIN_PERCENT, {
    path: ['width'],
    message: LAYOUT_MESSAGES.tooSmall,
  })
  .refine((layout) => layout.width < 100 && layout.height < 100, {
    path: ['width'],
    message: LAYOUT_MESSAGES.noRoom,
  })
  .refine((layout) => layout.left + layout.width <= 100 && layout.top + layout.height <= 100, {
    path: ['left'],
    message: LAYOUT_MESSAGES.outside,
  })
  .refine((layout) => touches(layout.left, layout.width) && touches(layout.top, layout.height), {
    path: ['left'],
    message: LAYOUT_MESSAGES.notInCorner,
  });

/** The usual L: the picture at the top right, three quarters of the frame, the ad on the left and below. */
export const DEFAULT_SQUEEZE_LAYOUT: SqueezeLayout = { left: 25, top: 0, width: 75, height: 75 };

/** The picture's rectangle in pixels of a frame, even-sized as video encoders want it. */
export function squeezeRect(layout: SqueezeLayout, frame: { width: number; height: number }) {
  const even = (value: number) => Math.max(2, Math.round(value / 2) * 2);
  return {
    x: Math.round((layout.left / 100) * frame.width),
    y: Math.round((layout.top / 100) * frame.height),
    width: even((layout.width / 100) * frame.width),
    height: even((layout.height / 100) * frame.height),
  };
}
