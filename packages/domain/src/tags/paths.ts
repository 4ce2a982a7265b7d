type PathId = number | `:${string}`;

const vastTag = (placementId: PathId) => `/tag/vast/${placementId}`;

/**
 * Part 2 §7 "Endpoint generator" and the public tag it writes. The tag lives outside /api: players
 * call it without a token, and so do its beacons (`/tag/vast/{id}/{event}?t=<signed ad>`).
 */
export const TAG_API = {
  /** GET ?placementId&connectionId&macros (comma-separated names; all when absent): the tag URL. */
  endpointGenerator: '/api/endpoint-generator',
  /** GET with the filled macros: a VAST 4.2 document. */
  vastTag,
  /** GET ?t&code: a player's beacon of one event of a served ad (see `beacons.ts`); 204. */
  beacon: (placementId: PathId, event: string) => `${vastTag(placementId)}/${event}`,
  /** GET the VAST a demand partner's winning bid answered, kept for a quarter hour; the tag's wrapper points here. */
  bidVast: (placementId: PathId, key: string) => `${vastTag(placementId)}/bid/${key}`,
  /** GET ?k (the key the tag signed): a creative's VAST given as XML, for the tag's wrapper; public. */
  creativeVast: (creativeId: PathId) => `/tag/creative/${creativeId}/vast`,
  /** GET a decision the tag made within the last day. */
  decision: (id: string) => `/api/decisions/${id}`,
} as const;
