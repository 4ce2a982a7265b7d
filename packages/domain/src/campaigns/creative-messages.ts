/** Messages and notices of the creative library that the spec does not word. */
export const CREATIVE_MESSAGES = {
  vastTypeRequired: 'Choose whether the VAST is given as XML or as a URL',
  vastXmlRequired: 'Paste the VAST XML',
  vastUrlRequired: 'Give the VAST URL',
  vastXmlTooLong: (max: number) => `The VAST XML may be at most ${max.toLocaleString('en-US')} characters`,
  vastOnlyForVast: 'A video creative takes a video file, not VAST',
  videoFileRequired: 'Choose the video file',
  videoFileOnlyForVideo: 'A VAST creative takes no video file',
  notAVideo: 'The file is not a video (MP4, WebM, AVI, FLV, MPEG-TS or MPEG)',
  videoTooLarge: (megabytes: number) => `The video file may be at most ${megabytes} MB`,
  duration: (max: number) => `Duration is a whole number of seconds from 1 to ${max}`,
  ivtTypeRequired: 'Choose the IVT type when IVT is enabled',
  ordersNotFound: (ids: readonly number[]) => `Campaigns not found: ${ids.join(', ')}`,
  ordersOfAnotherAdvertiser: (ids: readonly number[]) =>
    `These campaigns belong to another advertiser: ${ids.join(', ')}`,
  invalidVast: 'The VAST is not valid',
  notAVideoCreative: 'Only a video creative is processed',
  errorCreativeAutocomplete: 'Error while fetching creative autocomplete data.',
  errorValidate: 'Error occurred while checking the VAST',
} as const;

/** What the VAST check says of a document, each at its element. */
export const VAST_MESSAGES = {
  notXml: (reason: string) => `Not well-formed XML: ${reason}`,
  notVast: 'The root element is not <VAST>',
  version: (version: string | null, supported: readonly string[]) =>
    `VAST version ${version ?? '(none)'} is not supported: use ${supported.join(', ')}`,
  noAd: 'The VAST holds no <Ad>',
  noInLineOrWrapper: 'An <Ad> holds an <InLine> or a <Wrapper>',
  noLinear: 'No <Linear> creative: a CTV ad is a linear video',
  noMediaFile: 'No <MediaFile>',
  noCtvMediaFile: 'No media file plays on CTV (video/mp4 or HLS, H.264, at least 720p)',
  mediaType: (type: string) =>
    `Type ${type || '(none)'} does not play on CTV: use video/mp4 or application/x-mpegURL`,
  codec: (codec: string) => `Codec ${codec} is not H.264`,
  height: (height: number, min: number) => `Height ${height}p is under ${min}p`,
  noHeight: 'The media file gives no height',
  noUrl: 'The media file has no URL',
  duration: (declared: number, found: number) =>
    `Duration ${found} s differs from the creative's ${declared} s`,
  noDuration: 'The <Linear> has no readable <Duration> (HH:MM:SS or HH:MM:SS.mmm)',
  noImpression: 'No <Impression> URL',
  noTracking: 'No <TrackingEvents>: start, quartiles and complete are not reported',
  wrapperNoUri: 'The <Wrapper> has no <VASTAdTagURI>',
  wrapperLoop: (url: string) => `The wrapper chain comes back to ${url}`,
  wrapperTooDeep: (limit: number) => `The wrapper chain is deeper than ${limit} documents`,
  wrapperDeadEnd: (url: string, reason: string) =>
    `The wrapper's VAST at ${url} could not be read: ${reason}`,
  unreadable: (url: string, reason: string) => `The VAST at ${url} could not be read: ${reason}`,
} as const;

export const CREATIVE_NOTICES = {
  created: 'Creative created successfully',
  updated: 'Creative updated successfully',
  archived: 'Creative archived successfully',
  unarchived: 'Creative activated successfully',
  errorSave: 'Error occurred during creative save',
  errorStatus: 'Error occurred during creative status change',
  errorFetching: 'Error occurred while fetching creatives',
  reprocessed: 'Creative queued for processing',
} as const;
