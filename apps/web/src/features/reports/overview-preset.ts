import { DATE_RANGE_PRESETS, type DateRangeType } from '@adcast/domain/date-ranges';

export const DEFAULT_OVERVIEW_PRESET: DateRangeType = 'LAST_7_DAYS';

/** The overview's preset from the URL, or the default when it is missing or not a preset button. */
export const overviewPresetOf = (value: unknown): DateRangeType =>
  DATE_RANGE_PRESETS.find((preset) => preset === value) ?? DEFAULT_OVERVIEW_PRESET;
