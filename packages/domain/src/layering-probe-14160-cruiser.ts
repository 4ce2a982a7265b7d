export * from '../../../apps/api/src/db/search';
