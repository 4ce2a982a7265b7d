/**
 * The IAB VAST 4 error codes (VAST 4.2 §2.3.6.3, "VAST Error Codes") with their official meanings:
 * what a player sends in the [ERRORCODE] macro of an Error URI, and what the Errors page names.
 */
export const VAST_ERROR_CODES: Readonly<Record<number, string>> = {
  100: 'XML parsing error.',
  101: 'VAST schema validation error.',
  102: 'VAST version of response not supported.',
  200: 'Trafficking error. Media player received an Ad type that it was not expecting and/or cannot play.',
  201: 'Media player expecting different linearity.',
  202: 'Media player expecting different duration.',
  203: 'Media player expecting different size.',
  204: 'Ad category was required but not provided.',
  205: 'Inline Category violates Wrapper BlockedAdCategories.',
  206: 'Ad Break shortened. Ad was not served.',
  300: 'General Wrapper error.',
  301: 'Timeout of VAST URI provided in Wrapper element, or of VAST URI provided in a subsequent Wrapper element.',
  302: 'Wrapper limit reached, as defined by the media player. Too many Wrapper responses have been received with no InLine response.',
  303: 'No VAST response after one or more Wrappers.',
  304: 'InLine response returned ad unit that failed to result in ad display within defined time limit.',
  400: 'General Linear error. Media player is unable to display the Linear Ad.',
  401: 'File not found. Unable to find Linear/MediaFile from URI.',
  402: 'Timeout of MediaFile URI.',
  403: "Couldn't find MediaFile that is supported by this media player, based on the attributes of the MediaFile element.",
  405: "Problem displaying MediaFile. Media player found a MediaFile with supported type but couldn't display it.",
  406: 'Mezzanine was required but not provided. Ad not served.',
  407: 'Mezzanine is in the process of being downloaded for the first time. Ad will not be served until mezzanine is downloaded and transcoded.',
  408: 'Conditional ad rejected.',
  409: 'Interactive unit in the InteractiveCreativeFile node was not executed.',
  410: 'Verification unit in the Verification node was not executed.',
  411: 'Mezzanine was provided as required, but file did not meet required specification. Ad not served.',
  500: 'General NonLinearAds error.',
  501: 'Unable to display NonLinearAd because creative dimensions do not align with creative display area.',
  502: 'Unable to fetch NonLinearAds/NonLinear resource.',
  503: "Couldn't find NonLinear resource with supported type.",
  600: 'General CompanionAds error.',
  601: 'Unable to display Companion because creative dimensions do not fit within Companion display area.',
  602: 'Unable to display required Companion.',
  603: 'Unable to fetch CompanionAds/Companion resource.',
  604: "Couldn't find Companion resource with supported type.",
  900: 'Undefined Error.',
  901: 'General VPAID error.',
};

/** The official meaning of a VAST error code, or null for a code VAST 4 does not define. */
export function vastErrorMeaning(code: string | number | null): string | null {
  const number = typeof code === 'number' ? code : Number(code);
  return Number.isInteger(number) ? (VAST_ERROR_CODES[number] ?? null) : null;
}
