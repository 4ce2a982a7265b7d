import { randomUUID } from 'node:crypto';
import type { IncomingMessage, Server } from 'node:http';
import type { FastifyHttpOptions, FastifyServerOptions } from 'fastify';
import type { Config } from '../config';
import { clientErrorHandler, frameworkErrors } from './errors';

export const REQUEST_ID_HEADER = 'x-request-id';
const CALLER_REQUEST_ID = /^[\w.:-]{1,128}$/;

/** A caller's (or proxy's) request id when it is a sane token, else a fresh one. */
function requestId(request: IncomingMessage): string {
  const given = request.headers[REQUEST_ID_HEADER];
  return typeof given === 'string' && CALLER_REQUEST_ID.test(given) ? given : randomUUID();
}

/** Fastify's options: limits, timeouts, proxy trust, request ids and error bodies of our shape. */
export function serverOptions(
  config: Pick<Config, 'logLevel' | 'trustProxy' | 'timeouts'>,
  logger: FastifyServerOptions['logger'] | undefined,
): FastifyHttpOptions<Server> {
  return {
    logger: logger ?? { level: config.logLevel },
    trustProxy: config.trustProxy,
    bodyLimit: 1024 * 1024,
    genReqId: requestId,
    // A client that trickles its request (slow loris) loses its socket; idle keep-alives are closed.
    requestTimeout: config.timeouts.requestMs,
    keepAliveTimeout: config.timeouts.keepAliveMs,
    http: {
      headersTimeout: config.timeouts.requestMs,
      connectionsCheckingInterval: config.timeouts.checkIntervalMs,
    },
    // While closing, requests that reach us are still served (see registerClosingGuard).
    return503OnClosing: false,
    frameworkErrors,
    clientErrorHandler,
  };
}
