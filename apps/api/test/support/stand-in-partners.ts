import { once } from 'node:events';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { type BidRequest, BidRequestSchema } from '@adcast/domain/decisioning/openrtb';

/** How one stand-in bidder answers: its bids, a delay, or garbage. */
export type BidderPlan = {
  bids?: {
    price: number;
    dealid?: string;
    adomain?: string;
    dur?: number;
    /** Inline VAST, as it is, macros included; none: the nurl answers it. */
    adm?: string;
    /** As Prebid Server answers a cached video bid: no adm nor nurl, its VAST at `ext.prebid.cache.vastXml.url`. */
    cached?: boolean;
  }[];
  delayMs?: number;
  /** Answered as the body instead of a bid response. */
  garbage?: string;
};

export type SeenRequest = { bidder: string; body: BidRequest | null; problems: string[] };

const PRICE_MACRO = '$' + '{AUCTION_PRICE}';

/** An inline VAST of one linear ad of this length whose impression carries the clearing price. */
export const inlineVast = (title: string, seconds: number) =>
  `<VAST version="4.2"><Ad id="${title}"><InLine><AdSystem>Stand-in</AdSystem><AdTitle>${title}</AdTitle>` +
  `<Impression><![CDATA[https://stand-in.example/imp?price=${PRICE_MACRO}]]></Impression>` +
  `<Creatives><Creative><Linear><Duration>00:00:${String(seconds).padStart(2, '0')}</Duration>` +
  '<MediaFiles><MediaFile delivery="progressive" type="video/mp4" width="1920" height="1080">' +
  '<![CDATA[https://stand-in.example/ad.mp4]]></MediaFile></MediaFiles></Linear></Creative></Creatives>' +
  '</InLine></Ad></VAST>';

async function bodyOf(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

/**
 * Local demand partners for tests: ORTB bidders at `/ortb/{name}` answering their plan (each request
 * checked against the bid request schema), notices at `/notice/...` recorded, and VAST tags at `/vast/{name}`.
 */
export class StandInPartners {
  readonly plans = new Map<string, BidderPlan>();
  readonly vastTags = new Map<string, string>();
  readonly seen: SeenRequest[] = [];
  readonly notices: string[] = [];
  readonly vastCalls: string[] = [];
  private server: Server | null = null;

  async start(): Promise<this> {
    this.server = createServer((request, response) => {
      void this.answer(request).then(({ status, body, type }) => {
        if (response.destroyed) return;
        response.writeHead(status, { 'content-type': type });
        response.end(body);
      });
    });
    this.server.listen(0, '127.0.0.1');
    await once(this.server, 'listening');
    return this;
  }

  get origin(): string {
    const address = this.server?.address() as AddressInfo | undefined;
    return `http://127.0.0.1:${address?.port ?? 0}`;
  }

  bidderUrl = (name: string) => `${this.origin}/ortb/${name}`;
  vastUrl = (name: string) => `${this.origin}/vast/${name}?ifa={{DEVICE_IFA}}&cb=[CACHEBUSTING]`;
  requestsOf = (name: string) => this.seen.filter((one) => one.bidder === name);
  noticesOf = (prefix: string) => this.notices.filter((url) => url.startsWith(prefix));

  async close() {
    this.server?.closeAllConnections();
    await new Promise((resolve) => this.server?.close(resolve));
  }

  private async answer(request: IncomingMessage) {
    const url = new URL(request.url ?? '/', this.origin);
    const [, kind, name = ''] = url.pathname.split('/');
    if (kind === 'notice') {
      this.notices.push(`${url.pathname}${url.search}`);
      const vast = url.searchParams.get('vast');
      return { status: 200, body: vast ? inlineVast(vast, 15) : '', type: 'application/xml' };
    }
    if (kind === 'cache') {
      this.notices.push(`${url.pathname}${url.search}`);
      return { status: 200, body: inlineVast(name, 15), type: 'application/xml' };
    }
    if (kind === 'vast') {
      this.vastCalls.push(`${url.pathname}${url.search}`);
      return {
        status: 200,
        body: this.vastTags.get(name) ?? '<VAST version="4.2"/>',
        type: 'application/xml',
      };
    }
    const text = await bodyOf(request);
    const plan = this.plans.get(name) ?? {};
    let parsed: unknown = null;
    try {
      parsed = JSON.parse(text);
    } catch {
      parsed = null;
    }
    const checked = BidRequestSchema.safeParse(parsed);
    this.seen.push({
      bidder: name,
      body: checked.success ? checked.data : null,
      problems: checked.success
        ? []
        : checked.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`),
    });
    if (plan.delayMs) await new Promise((resolve) => setTimeout(resolve, plan.delayMs).unref());
    if (plan.garbage !== undefined) return { status: 200, body: plan.garbage, type: 'application/json' };
    if (!checked.success || !plan.bids?.length) return { status: 204, body: '', type: 'application/json' };
    const id = checked.data.id;
    const impid = checked.data.imp[0]?.id ?? '';
    const notice = (what: string) => `${this.origin}/notice/${name}/${what}`;
    const bids = plan.bids.map((bid, index) => ({
      id: `${name}-bid-${index + 1}`,
      impid,
      price: bid.price,
      ...(bid.adm !== undefined && { adm: bid.adm }),
      ...(bid.cached
        ? { ext: { prebid: { cache: { vastXml: { url: `${this.origin}/cache/${name}?uuid=${id}` } } } } }
        : {
            nurl: `${notice('win')}?price=\${AUCTION_PRICE}&auction=\${AUCTION_ID}${bid.adm === undefined ? `&vast=${name}` : ''}`,
          }),
      lurl: `${notice('loss')}?reason=\${AUCTION_LOSS}&bid=\${AUCTION_BID_ID}`,
      adomain: [bid.adomain ?? `${name}.example`],
      ...(bid.dealid !== undefined && { dealid: bid.dealid }),
      ...(bid.dur !== undefined && { dur: bid.dur }),
      crid: `${name}-creative-${index + 1}`,
    }));
    return {
      status: 200,
      body: JSON.stringify({ id, cur: 'USD', seatbid: [{ seat: `${name}-seat`, bid: bids }] }),
      type: 'application/json',
    };
  }
}
