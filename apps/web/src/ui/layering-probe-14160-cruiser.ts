export * from '../resource/record-id';
