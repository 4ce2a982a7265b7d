import { ERROR_CODES, type ErrorBody } from '@adcast/domain/errors';
import type { FastifyError, FastifyInstance } from 'fastify';
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

export const STALE_VERSION_MESSAGE =
  'This record was changed by someone else since you opened it. Reload it and apply your change again.';

function describeValidationIssue(path: string, message: string): string {
  const field = path.replace(/^\//, '').replaceAll('/', '.');
  return field ? `${field}: ${message}` : message;
}

export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | AppError, request, reply) => {
    if (error instanceof AppError) {
      const body: ErrorBody = { code: error.code, messages: error.messages };
      return reply.status(error.status).send(body);
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const messages = error.validation.map((issue) =>
        describeValidationIssue(issue.instancePath, issue.message ?? 'is not valid'),
      );
      return reply.status(400).send({ code: ERROR_CODES.VALIDATION, messages } satisfies ErrorBody);
    }
    if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
      return reply
        .status(error.statusCode)
        .send({ code: ERROR_CODES.VALIDATION, messages: [error.message] } satisfies ErrorBody);
    }
    request.log.error(error);
    return reply.status(500).send({
      code: ERROR_CODES.INTERNAL,
      messages: ['Something went wrong on our side'],
    } satisfies ErrorBody);
  });
  app.setNotFoundHandler((request, reply) =>
    reply
      .status(404)
      .send({ code: ERROR_CODES.NOT_FOUND, messages: [`No such path: ${request.method} ${request.url}`] }),
  );
}
