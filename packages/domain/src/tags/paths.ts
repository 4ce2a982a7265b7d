type PathId = number | `:${string}`;

const vastTag = (placementId: PathId) => `/tag/vast/${placementId}`;

/**
 * Part 2 §7 "Endpoint generator" and the public tag it writes. The tag lives outside /api: players
 * call it without a token. Its impression and error beacons answer 204 and record nothing yet.
 */
export const TAG_API = {
  /** GET ?placementId&connectionId&macros (comma-separated names; all when absent): the tag URL. */
  endpointGenerator: '/api/endpoint-generator',
  /** GET with the filled macros: a VAST 4.2 document. */
  vastTag,
  impression: (placementId: PathId) => `${vastTag(placementId)}/impression`,
  error: (placementId: PathId) => `${vastTag(placementId)}/error`,
  /** GET a decision the tag made within the last day. */
  decision: (id: string) => `/api/decisions/${id}`,
} as const;
