import { describe, expect, it } from 'vitest';
import { A2V_PLACEMENT_TYPES } from '../src/a2v/renders';
import {
  placementTypeNames,
  placementTypesOfDesign,
  playsOnPlacementType,
} from '../src/campaigns/creative-placement-types';

describe('the placement types a creative is made for', () => {
  it("reads an A2V render's design; a design naming none, not JSON or none at all leaves the creative unrestricted", () => {
    const a2v = JSON.stringify({ template: 'audio-to-video', placementTypes: [...A2V_PLACEMENT_TYPES] });
    expect(placementTypesOfDesign(a2v)).toEqual(['AUDIO_BACKFILL', 'VIDEO_AUDIO_VIDEO']);
    expect(placementTypesOfDesign(JSON.stringify({ placementTypes: ['RADIO', 'CONTENT_BYTE'] }))).toEqual([
      'CONTENT_BYTE',
    ]);
    expect(placementTypesOfDesign(JSON.stringify({ placementTypes: [] }))).toBeNull();
    expect(placementTypesOfDesign(JSON.stringify({ template: 'dco' }))).toBeNull();
    expect(placementTypesOfDesign('placementTypes: not json')).toBeNull();
    expect(placementTypesOfDesign(null)).toBeNull();
  });

  it('lets a restricted creative play only on its types, an unrestricted one anywhere', () => {
    expect(playsOnPlacementType(['AUDIO_BACKFILL'], 'AUDIO_BACKFILL')).toBe(true);
    expect(playsOnPlacementType(['AUDIO_BACKFILL'], 'VIDEO')).toBe(false);
    expect(playsOnPlacementType(null, 'VIDEO')).toBe(true);
    expect(placementTypeNames(['AUDIO_BACKFILL', 'CONTENT_BYTE', 'VAST_WEB'])).toBe(
      'Audio backfill, Content byte and VAST web',
    );
  });
});
