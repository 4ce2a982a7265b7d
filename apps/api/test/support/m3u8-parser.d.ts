/** The parts of m3u8-parser (video.js) the tests read. */
declare module 'm3u8-parser' {
  export type ParsedSegment = {
    uri: string;
    duration: number;
    discontinuity?: boolean;
    cueOut?: string;
    cueOutCont?: string;
    cueIn?: string;
    programDateTime?: number;
  };
  export type ParsedManifest = {
    targetDuration: number;
    mediaSequence: number;
    discontinuitySequence: number;
    segments: ParsedSegment[];
    dateRanges?: { id: string; startDate: Date; plannedDuration?: number; scte35Out?: string }[];
  };
  export class Parser {
    push(text: string): void;
    end(): void;
    manifest: ParsedManifest;
  }
}
