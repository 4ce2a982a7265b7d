import { CATALOGUE_MESSAGES } from '@adcast/domain/catalogue/messages';

/**
 * Today as the user's calendar says it (YYYY-MM-DD). Part 2 §5: the picked date is adjusted for
 * the time zone offset, so a date picked late in the evening is not sent as the next UTC day.
 */
export function localTodayIso(now: Date = new Date()): string {
  return new Date(now.getTime() - now.getTimezoneOffset() * 60_000).toISOString().slice(0, 10);
}

/** Part 2 §5: Published At cannot be later than today; null when the date may be sent. */
export const publishedAtError = (day: string, now: Date = new Date()): string | null =>
  day !== '' && day > localTodayIso(now) ? CATALOGUE_MESSAGES.publishedAtInFuture : null;
