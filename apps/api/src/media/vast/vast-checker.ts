import { VAST_MESSAGES } from '@adcast/domain/campaigns/creative-messages';
import {
  isErrorProblem,
  VAST_WRAPPER_DEPTH_LIMIT,
  type VastReport,
  type VastType,
} from '@adcast/domain/campaigns/vast-check';
import { FetchError } from '../fetch/fetch-error';
import type { GuardedFetcher } from '../fetch/guarded-fetcher';
import { checkAds, type WrapperLink } from './vast-ads';
import { problemAt, readVastDocument } from './vast-document';

/** A VAST as a creative gives it: the XML itself, or the URL it is served at. */
export type VastSource = { vastType: VastType; vastXml: string | null; vastUrl: string | null };

/** A VAST document is small: a larger answer is no VAST. */
const VAST_FETCH_LIMITS = { maxBytes: 1024 * 1024, timeoutMs: 10_000, maxRedirects: 5 };

type Chain = {
  fetcher: GuardedFetcher;
  declaredDuration: number;
  report: VastReport;
  trackingEvents: Set<string>;
  durations: number[];
};

/** The path of an element of a document reached through a wrapper: the wrapper's link, then the element. */
const within = (prefix: string, path: string) => (prefix && path ? `${prefix} » ${path}` : prefix || path);

async function readUrl(fetcher: GuardedFetcher, url: string): Promise<string> {
  const fetched = await fetcher.fetch(url, VAST_FETCH_LIMITS);
  return fetched.body.toString('utf8');
}

const reasonOf = (error: unknown) => (error instanceof FetchError ? error.message : String(error));

/** The documents read on the way to this one (the wrapper's own URL among them when it has one), and their count. */
type Trail = { visited: string[]; depth: number };

async function followWrapper(chain: Chain, link: WrapperLink, prefix: string, trail: Trail) {
  const path = within(prefix, link.path);
  const fail = (message: string) => chain.report.problems.push(problemAt(path, message));
  if (trail.visited.includes(link.url)) return fail(VAST_MESSAGES.wrapperLoop(link.url));
  if (trail.depth >= VAST_WRAPPER_DEPTH_LIMIT)
    return fail(VAST_MESSAGES.wrapperTooDeep(VAST_WRAPPER_DEPTH_LIMIT));
  let text: string;
  try {
    text = await readUrl(chain.fetcher, link.url);
  } catch (error) {
    return fail(VAST_MESSAGES.wrapperDeadEnd(link.url, reasonOf(error)));
  }
  chain.report.wrapperChain.push(link.url);
  await checkDocument(chain, text, path, { visited: [...trail.visited, link.url], depth: trail.depth + 1 });
}

async function checkDocument(chain: Chain, text: string, prefix: string, trail: Trail): Promise<void> {
  const read = await readVastDocument(text);
  if ('problem' in read) {
    chain.report.problems.push({ ...read.problem, path: within(prefix, read.problem.path) });
    return;
  }
  const { root, version, trackingEvents } = read.document;
  chain.report.version ??= version;
  for (const event of trackingEvents) chain.trackingEvents.add(event);
  const found = checkAds(root, chain.declaredDuration);
  chain.report.problems.push(
    ...found.problems.map((problem) => ({ ...problem, path: within(prefix, problem.path) })),
  );
  chain.report.mediaFiles.push(
    ...found.mediaFiles.map((file) => ({ ...file, path: within(prefix, file.path) })),
  );
  chain.durations.push(...found.durations);
  for (const link of found.wrappers) await followWrapper(chain, link, prefix, trail);
}

async function checkServedVast(chain: Chain, url: string) {
  let text: string;
  try {
    text = await readUrl(chain.fetcher, url);
  } catch (error) {
    chain.report.problems.push(problemAt('', VAST_MESSAGES.unreadable(url, reasonOf(error))));
    return;
  }
  chain.report.wrapperChain.push(url);
  await checkDocument(chain, text, '', { visited: [url], depth: 1 });
}

/**
 * Checks a VAST (2.0 to 4.3) for CTV: each document read by vast-client and checked element by
 * element, wrappers followed through the guarded fetcher up to VAST_WRAPPER_DEPTH_LIMIT documents,
 * a loop, a dead end and too deep a chain refused. Valid when no problem is an error.
 */
export async function checkVast(
  fetcher: GuardedFetcher,
  source: VastSource,
  declaredDuration: number,
): Promise<VastReport> {
  const chain: Chain = {
    fetcher,
    declaredDuration,
    report: {
      valid: false,
      version: null,
      wrapperChain: [],
      durationSeconds: null,
      mediaFiles: [],
      trackingEvents: [],
      problems: [],
    },
    trackingEvents: new Set(),
    durations: [],
  };
  if (source.vastType === 'XML')
    await checkDocument(chain, source.vastXml ?? '', '', { visited: [], depth: 1 });
  else await checkServedVast(chain, source.vastUrl ?? '');
  return {
    ...chain.report,
    valid: !chain.report.problems.some(isErrorProblem),
    durationSeconds: chain.durations[0] ?? null,
    trackingEvents: [...chain.trackingEvents].sort(),
  };
}
