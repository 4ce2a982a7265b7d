import type { PathId } from '../demand/paths';

const brand = (id: PathId) => `/api/a2v/brands/${id}`;
const asset = (id: PathId) => `/api/a2v/assets/${id}`;

/** Audio to Video: the spec shows its screens (part 1 §2) but no call; these follow the neighbours' style. */
export const A2V_API = {
  brands: '/api/a2v/brands',
  brandStatuses: '/api/a2v/brands/statuses',
  brandCounts: '/api/a2v/brands/count-by-status',
  brand,
  archiveBrand: (id: PathId) => `${brand(id)}/archive`,
  unarchiveBrand: (id: PathId) => `${brand(id)}/unarchive`,
  /** The brand's background video, streamed to who may read the brand. */
  brandBackgroundVideo: (id: PathId) => `${brand(id)}/background-video`,
  assets: '/api/a2v/assets',
  /** tus resumable upload of an audio file (metadata: name, kind, advertiserId). */
  assetUpload: '/api/a2v/assets/upload',
  asset,
  /** The asset's audio as it was uploaded (for the screen's player). */
  assetAudio: (id: PathId) => `${asset(id)}/audio`,
  /** GET the cues; PUT a WebVTT or SRT file's text (JSON: fileName, text); DELETE removes it. */
  assetTranscript: (id: PathId) => `${asset(id)}/transcript`,
  /** GET ?networkId= the network's layout (the default when it has none); PUT /{networkId} saves it. */
  networkTemplate: '/api/a2v/network-template',
  networkTemplateOf: (networkId: PathId) => `/api/a2v/network-template/${networkId}`,
  /** POST: an asset, a brand and the network's template rendered into a video creative. */
  renders: '/api/a2v/renders',
  render: (id: PathId) => `/api/a2v/renders/${id}`,
} as const;
