import { VAST_MESSAGES } from '@adcast/domain/campaigns/creative-messages';
import { SUPPORTED_VAST_VERSIONS, type VastProblem } from '@adcast/domain/campaigns/vast-check';
import { VASTParser } from '@dailymotion/vast-client';
import { DOMParser, type Element } from '@xmldom/xmldom';
import { z } from 'zod';

/** A VAST document read: its DOM for the element checks and the tracking events vast-client found. */
export type VastDocument = { root: Element; version: string | null; trackingEvents: string[] };

export const problemAt = (path: string, message: string, severity: VastProblem['severity'] = 'ERROR') => ({
  path,
  message,
  severity,
});

/** '4' and '4.0' are the same version; anything that is no number stays as written. */
const versionOf = (text: string | null): string | null => {
  if (!text) return null;
  const number = Number(text.trim());
  return Number.isFinite(number) ? number.toFixed(1) : text.trim();
};

function parseXml(text: string): { root: Element } | { problem: VastProblem } {
  let fatal: string | null = null;
  const parser = new DOMParser({
    onError: (level, message) => {
      if (level !== 'warning' && fatal === null) fatal = String(message).split('\n')[0] ?? '';
    },
  });
  let root: Element | null = null;
  try {
    root = parser.parseFromString(text, 'text/xml').documentElement as Element | null;
  } catch (error) {
    fatal ??= (error as Error).message.split('\n')[0] ?? '';
  }
  if (fatal !== null || !root)
    return { problem: problemAt('', VAST_MESSAGES.notXml(fatal ?? 'empty document')) };
  return { root };
}

/** What is read of vast-client's answer (typed `any` by the library). */
const ParsedVastSchema = z.object({
  ads: z.array(
    z.object({
      creatives: z.array(z.object({ trackingEvents: z.record(z.string(), z.unknown()).nullish() })),
    }),
  ),
});

/** Every event name of the linear creatives' <TrackingEvents>, as vast-client reads them. */
async function trackingEventsOf(root: Element): Promise<string[]> {
  const response = ParsedVastSchema.parse(
    await new VASTParser().parseVAST(root.ownerDocument, { allowMultipleAds: true, resolveAll: true }),
  );
  const events = response.ads.flatMap((ad) =>
    ad.creatives.flatMap((creative) => Object.keys(creative.trackingEvents ?? {})),
  );
  return [...new Set(events)];
}

/**
 * Reads a VAST document: well-formed XML whose root is <VAST> in a supported version, that
 * vast-client accepts. A document that fails any of these is one problem at its root.
 */
export async function readVastDocument(
  text: string,
): Promise<{ document: VastDocument } | { problem: VastProblem }> {
  const xml = parseXml(text);
  if ('problem' in xml) return xml;
  const { root } = xml;
  if (root.nodeName !== 'VAST') return { problem: problemAt('', VAST_MESSAGES.notVast) };
  const version = versionOf(root.getAttribute('version'));
  if (!version || !(SUPPORTED_VAST_VERSIONS as readonly string[]).includes(version))
    return { problem: problemAt('VAST', VAST_MESSAGES.version(version, SUPPORTED_VAST_VERSIONS)) };
  try {
    return { document: { root, version, trackingEvents: await trackingEventsOf(root) } };
  } catch (error) {
    return { problem: problemAt('VAST', (error as Error).message) };
  }
}
