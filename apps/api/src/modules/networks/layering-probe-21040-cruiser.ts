export * from '../../records/rows';
