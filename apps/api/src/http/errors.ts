import type { Socket } from 'node:net';
import { ERROR_CODES, type ErrorBody } from '@adcast/domain/errors';
import { SERVER_MESSAGES } from '@adcast/domain/messages';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';

/** An error meant for the caller: HTTP status, code and the messages to show. */
export class AppError extends Error {
  constructor(
    readonly status: number,
    readonly code: number,
    readonly messages: string[],
  ) {
    super(messages.join('; '));
  }
}

export const badRequest = (...messages: string[]) => new AppError(400, ERROR_CODES.VALIDATION, messages);
export const conflict = (...messages: string[]) => new AppError(409, ERROR_CODES.CONFLICT, messages);
export const ruleBroken = (...messages: string[]) => new AppError(422, ERROR_CODES.RULE, messages);
export const tooManyRequests = (message: string) =>
  new AppError(429, ERROR_CODES.TOO_MANY_REQUESTS, [message]);
export const unauthenticated = (message = 'Authentication required') =>
  new AppError(401, ERROR_CODES.UNAUTHENTICATED, [message]);
export const forbidden = (message = 'You are not allowed to do this') =>
  new AppError(403, ERROR_CODES.FORBIDDEN, [message]);
export const notFound = (what = 'Resource') =>
  new AppError(404, ERROR_CODES.NOT_FOUND, [`${what} not found`]);
export const unavailable = (message: string) => new AppError(503, ERROR_CODES.UNAVAILABLE, [message]);

/**
 * Codes of answers about the request itself rather than its content. Only 400 and 429 carry
 * messages the web shows (2001, 2009); a refused upload size or media type is not a field error.
 */
const PROTOCOL_CODES: Record<number, number> = {
  400: ERROR_CODES.VALIDATION,
  401: ERROR_CODES.UNAUTHENTICATED,
  403: ERROR_CODES.FORBIDDEN,
  404: ERROR_CODES.NOT_FOUND,
  405: ERROR_CODES.METHOD_NOT_ALLOWED,
  408: ERROR_CODES.REQUEST_TIMEOUT,
  413: ERROR_CODES.PAYLOAD_TOO_LARGE,
  414: ERROR_CODES.URI_TOO_LONG,
  415: ERROR_CODES.UNSUPPORTED_MEDIA_TYPE,
  429: ERROR_CODES.TOO_MANY_REQUESTS,
  431: ERROR_CODES.HEADERS_TOO_LARGE,
  503: ERROR_CODES.UNAVAILABLE,
};

const INTERNAL_ERROR: ErrorBody = {
  code: ERROR_CODES.INTERNAL,
  messages: ['Something went wrong on our side'],
};

export const protocolError = (status: number, message: string): ErrorBody => ({
  code: PROTOCOL_CODES[status] ?? ERROR_CODES.INTERNAL,
  messages: [message],
});

function describeValidationIssue(path: string, message: string): string {
  const field = path.replace(/^\//, '').replaceAll('/', '.');
  return field ? `${field}: ${message}` : message;
}

/** Messages one error body holds, and the length of each: a small bad body cannot make a huge answer. */
const MAX_MESSAGES = 20;
const MAX_MESSAGE_LENGTH = 500;

/** The first MAX_MESSAGES messages (each cut at MAX_MESSAGE_LENGTH) and how many more there were. */
export function boundedMessages(messages: readonly string[]): string[] {
  const shown = messages
    .slice(0, MAX_MESSAGES)
    .map((message) =>
      message.length > MAX_MESSAGE_LENGTH ? `${message.slice(0, MAX_MESSAGE_LENGTH)}…` : message,
    );
  const more = messages.length - shown.length;
  return more > 0 ? [...shown, SERVER_MESSAGES.moreProblems(more)] : shown;
}

function handleError(error: FastifyError | AppError, request: FastifyRequest, reply: FastifyReply) {
  if (error instanceof AppError) {
    return reply
      .status(error.status)
      .send({ code: error.code, messages: boundedMessages(error.messages) } satisfies ErrorBody);
  }
  if (hasZodFastifySchemaValidationErrors(error)) {
    const messages = error.validation.map((issue) =>
      describeValidationIssue(issue.instancePath, issue.message ?? 'is not valid'),
    );
    return reply
      .status(400)
      .send({ code: ERROR_CODES.VALIDATION, messages: boundedMessages(messages) } satisfies ErrorBody);
  }
  const status = error.statusCode;
  if (status && status >= 400 && status < 500) {
    return reply.status(status).send(protocolError(status, error.message));
  }
  request.log.error(error);
  return reply.status(500).send(INTERNAL_ERROR);
}

/** The framework's own refusals (a URL that does not decode, a path part over the length limit). */
export function frameworkErrors(error: FastifyError, _request: FastifyRequest, reply: FastifyReply) {
  if (error.code === 'FST_ERR_MAX_PARAM_LENGTH') {
    return reply.status(414).send(protocolError(414, 'A part of the path is too long'));
  }
  if (error.code === 'FST_ERR_BAD_URL') {
    return reply.status(400).send(protocolError(400, 'The path is not a valid URL'));
  }
  return reply.status(400).send(protocolError(400, error.message));
}

const CLIENT_ERRORS: Record<string, { status: number; reason: string; message: string }> = {
  ERR_HTTP_REQUEST_TIMEOUT: {
    status: 408,
    reason: 'Request Timeout',
    message: 'The request took too long to arrive',
  },
  HPE_HEADER_OVERFLOW: {
    status: 431,
    reason: 'Request Header Fields Too Large',
    message: 'The request headers are too large',
  },
};

/** A request Node could not parse or that arrived too slowly, answered on the raw socket. */
export function clientErrorHandler(error: NodeJS.ErrnoException, socket: Socket): void {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const known = (error.code && CLIENT_ERRORS[error.code]) || {
    status: 400,
    reason: 'Bad Request',
    message: 'The request is not valid HTTP',
  };
  const body = JSON.stringify(protocolError(known.status, known.message));
  if (socket.writable) {
    socket.write(
      `HTTP/1.1 ${known.status} ${known.reason}\r\nContent-Type: application/json\r\nContent-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
    );
  }
  socket.destroy(error);
}

export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler(handleError);
  app.setNotFoundHandler((request, reply) =>
    reply
      .status(404)
      .send({ code: ERROR_CODES.NOT_FOUND, messages: [`No such path: ${request.method} ${request.url}`] }),
  );
}
