import { PLACEMENT_TYPE_OPTIONS, type PlacementType, PlacementTypeSchema } from '../enumerations';

/**
 * The placement types a creative is made for, as its design records them (`placementTypes`: an
 * A2V render's AUDIO_BACKFILL and VIDEO_AUDIO_VIDEO); null when it names none and may play anywhere.
 * Read when a network's line items are compiled, never per request.
 */
export function placementTypesOfDesign(design: string | null): PlacementType[] | null {
  if (!design?.includes('placementTypes')) return null;
  let parsed: unknown;
  try {
    parsed = JSON.parse(design);
  } catch {
    return null;
  }
  const listed = (parsed as { placementTypes?: unknown } | null)?.placementTypes;
  if (!Array.isArray(listed)) return null;
  const types = listed.flatMap((value) => {
    const type = PlacementTypeSchema.safeParse(value);
    return type.success ? [type.data] : [];
  });
  return types.length > 0 ? types : null;
}

/** Whether a creative restricted to `types` (or not restricted: null) may play on a placement of `type`. */
export const playsOnPlacementType = (types: readonly PlacementType[] | null, type: PlacementType) =>
  types === null || types.includes(type);

const LABELS = new Map(PLACEMENT_TYPE_OPTIONS.map((option) => [option.key, option.label]));
/** "Audio backfill and Video audio video", for the decision's sentences. */
export const placementTypeNames = (types: readonly PlacementType[]) => {
  const names = types.map((type) => LABELS.get(type) ?? type);
  return names.length <= 1 ? (names[0] ?? '') : `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`;
};
