export * from '../../app';
