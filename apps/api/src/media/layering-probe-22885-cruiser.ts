export * from '../http/errors';
