/**
 * The CTV macros a player fills in a placement's VAST tag (issue 24): each travels as a query
 * parameter whose value is the `{{NAME}}` placeholder until the player replaces it.
 */
export const TAG_MACROS = [
  { name: 'APP_BUNDLE', parameter: 'app_bundle', description: "The app's bundle or store id" },
  { name: 'APP_STORE_URL', parameter: 'app_store_url', description: "The app's store page" },
  { name: 'DEVICE_IFA', parameter: 'ifa', description: "The device's advertising id" },
  { name: 'DEVICE_TYPE', parameter: 'device_type', description: 'OpenRTB device type, 1 to 8' },
  { name: 'IP', parameter: 'ip', description: "The viewer's IP address" },
  { name: 'UA', parameter: 'ua', description: "The device's user agent" },
  { name: 'CONTENT_ID', parameter: 'content_id', description: 'The id of the content played' },
  { name: 'CONTENT_GENRE', parameter: 'content_genre', description: "The content's genre" },
  { name: 'CONTENT_RATING', parameter: 'content_rating', description: "The content's rating" },
  { name: 'CONTENT_LENGTH', parameter: 'content_length', description: "The content's length in seconds" },
  { name: 'LIVESTREAM', parameter: 'livestream', description: '1 when the content is live, else 0' },
  { name: 'US_PRIVACY', parameter: 'us_privacy', description: 'The CCPA string' },
  { name: 'GPP', parameter: 'gpp', description: 'The Global Privacy Platform string' },
  { name: 'GDPR', parameter: 'gdpr', description: '1 when the GDPR applies, else 0' },
  { name: 'SCHAIN', parameter: 'schain', description: 'The supply chain object' },
  { name: 'LMT', parameter: 'lmt', description: '1 when ad tracking is limited, else 0' },
  { name: 'DNT', parameter: 'dnt', description: '1 when the viewer asked not to be tracked, else 0' },
  { name: 'CACHE_BUSTER', parameter: 'cb', description: 'A random number against caches' },
  { name: 'WIDTH', parameter: 'width', description: "The player's width in pixels" },
  { name: 'HEIGHT', parameter: 'height', description: "The player's height in pixels" },
  { name: 'MIN_DURATION', parameter: 'min_duration', description: 'The shortest ad in seconds' },
  { name: 'MAX_DURATION', parameter: 'max_duration', description: 'The longest ad in seconds' },
  { name: 'COUNTRY', parameter: 'country', description: "The viewer's country, ISO 3166-1 alpha-2" },
] as const;

export type TagMacro = (typeof TAG_MACROS)[number];
export type TagMacroName = TagMacro['name'];

export const placeholderOf = (macro: Pick<TagMacro, 'name'>) => `{{${macro.name}}}`;

/** The catalogue's macros of these names, in catalogue order; `unknown` names those it lacks. */
export function macrosNamed(names: readonly string[]): { macros: TagMacro[]; unknown: string[] } {
  const wanted = new Set(names.map((name) => name.trim().toUpperCase()).filter(Boolean));
  const known = new Set<string>(TAG_MACROS.map((macro) => macro.name));
  return {
    macros: TAG_MACROS.filter((macro) => wanted.has(macro.name)),
    unknown: [...wanted].filter((name) => !known.has(name)),
  };
}
