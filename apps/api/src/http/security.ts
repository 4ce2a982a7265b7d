import type { ServerResponse } from 'node:http';
import { CATALOGUE_API } from '@adcast/domain/catalogue/paths';
import fastifyCors from '@fastify/cors';
import type { FastifyInstance } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';
import { REQUEST_ID_HEADER } from './server-options';

/**
 * What the built web app needs and nothing more: its own scripts (no inline ones), MUI's injected
 * styles, images and media from itself, data: and blob: (previews), YouTube's embed player in a
 * frame, and no framing of the console itself.
 */
const CONTENT_SECURITY_POLICY = {
  useDefaults: false,
  directives: {
    defaultSrc: ["'self'"],
    baseUri: ["'self'"],
    scriptSrc: ["'self'"],
    scriptSrcAttr: ["'none'"],
    styleSrc: ["'self'", "'unsafe-inline'"],
    imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
    mediaSrc: ["'self'", 'blob:', 'https:'],
    fontSrc: ["'self'", 'data:'],
    connectSrc: ["'self'"],
    workerSrc: ["'self'", 'blob:'],
    objectSrc: ["'none'"],
    formAction: ["'self'"],
    // YouTube videos of the catalogue play in YouTube's privacy-enhanced embed player.
    frameSrc: ['https://www.youtube-nocookie.com'],
    frameAncestors: ["'none'"],
  },
};

const PUBLIC_MEDIA_PREFIX = CATALOGUE_API.mediaHls('');

/**
 * What players, feed readers and web pages of any origin fetch without signing in: collection feeds,
 * images by hash and HLS files. They answer to every origin (CORS `*`, no credentials) and may be
 * embedded cross-origin (helmet's `Cross-Origin-Resource-Policy: same-origin` would block an <img> or
 * a player elsewhere).
 */
const PUBLIC_PREFIXES = [
  PUBLIC_MEDIA_PREFIX,
  CATALOGUE_API.mediaImage(''),
  CATALOGUE_API.mrss(':id').replace(':id', ''),
];
const isPublic = (url: string) => PUBLIC_PREFIXES.some((prefix) => url.startsWith(prefix));
const PUBLIC_HEADERS = {
  'cross-origin-resource-policy': 'cross-origin',
  'access-control-allow-origin': '*',
};

const HELMET_OPTIONS: HelmetOptions = {
  contentSecurityPolicy: CONTENT_SECURITY_POLICY,
  frameguard: { action: 'deny' },
  referrerPolicy: { policy: 'no-referrer' },
  // The console is served over plain http on a laptop as well; HSTS belongs to the TLS proxy.
  strictTransportSecurity: false,
};

/**
 * The headers helmet sets, worked out once: they are the same on every answer, and building
 * helmet's middleware per request (as its Fastify plugin does) re-parses the policy each time.
 */
export function securityHeaders(options: HelmetOptions = HELMET_OPTIONS): Record<string, string> {
  const headers: Record<string, string> = {};
  const recorder = {
    setHeader: (name: string, value: string) => {
      headers[name.toLowerCase()] = value;
    },
    removeHeader: () => {},
  } as unknown as ServerResponse;
  let failure: unknown;
  helmet(options)({} as never, recorder, (error?: unknown) => {
    failure = error;
  });
  if (failure) throw failure;
  return headers;
}

/** Security headers, CORS (closed unless origins are configured), no-store and request ids. */
export async function registerSecurity(app: FastifyInstance, options: { corsOrigins: string[] }) {
  const headers = securityHeaders();
  if (options.corsOrigins.length > 0) {
    await app.register(fastifyCors, { origin: options.corsOrigins, maxAge: 600 });
  }
  // Callback hooks: every request passes them, and an async hook costs a promise each.
  app.addHook('onRequest', (request, reply, done) => {
    reply.headers(headers);
    if (isPublic(request.url)) reply.headers(PUBLIC_HEADERS);
    reply.header(REQUEST_ID_HEADER, request.id);
    done();
  });
  // Answers about people and their records must not stay in shared or browser caches; public media
  // files (HLS at unguessable paths) set their own caching.
  app.addHook('onSend', (request, reply, payload, done) => {
    const url = request.url;
    if (!url.startsWith(PUBLIC_MEDIA_PREFIX) && (url.startsWith('/api/') || url === '/login'))
      reply.header('cache-control', 'no-store');
    done(null, payload);
  });
}

/**
 * Once close begins no connection is accepted, but every request that reaches us is served: a busy
 * server may read a request sent before the signal only after it (a refusal would lose it). Each
 * answer then says `Connection: close`, so a kept-alive socket does not bring more.
 */
export function registerClosingGuard(app: FastifyInstance): void {
  let closing = false;
  app.addHook('preClose', async () => {
    closing = true;
  });
  app.addHook('onSend', (_request, reply, payload, done) => {
    if (closing) reply.header('connection', 'close');
    done(null, payload);
  });
}
