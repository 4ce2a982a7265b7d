export * from '../records/rows';
