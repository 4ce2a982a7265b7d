import { z } from 'zod';

/** The programme guide fields a keyword matches (part 2 §3 EPG dimensions title, genre, subgenre, rating, service). */
export const EpgFieldSchema = z.enum(['TITLE', 'GENRE', 'SUBGENRE', 'RATING', 'SERVICE']);
export type EpgField = z.infer<typeof EpgFieldSchema>;
export const EPG_FIELD_OPTIONS = [
  { key: 'TITLE', label: 'Programme title' },
  { key: 'GENRE', label: 'Genre' },
  { key: 'SUBGENRE', label: 'Subgenre' },
  { key: 'RATING', label: 'Rating' },
  { key: 'SERVICE', label: 'Service' },
] as const satisfies readonly { key: EpgField; label: string }[];

/** US TV Parental Guidelines and MPA film ratings, the ratings a CTV programme guide carries. */
export const EPG_RATINGS = [
  'TV-Y',
  'TV-Y7',
  'TV-G',
  'TV-PG',
  'TV-14',
  'TV-MA',
  'G',
  'PG',
  'PG-13',
  'R',
  'NC-17',
  'NR',
] as const;

export type EpgKeyword = { field: EpgField; value: string };

/** One programme as the guide describes it; a field it does not carry is null. */
export type EpgProgramme = Partial<Record<EpgField, string | null>>;

const folded = (text: string) => text.trim().toLocaleLowerCase('en-US');

/**
 * Whether a programme matches a package: any of its keywords does. A title keyword matches a title
 * containing it (a series' episodes), the other fields match whole values; case is ignored.
 */
export function programmeMatches(programme: EpgProgramme, keywords: readonly EpgKeyword[]): boolean {
  return keywords.some(({ field, value }) => {
    const actual = programme[field];
    if (!actual) return false;
    return field === 'TITLE' ? folded(actual).includes(folded(value)) : folded(actual) === folded(value);
  });
}
