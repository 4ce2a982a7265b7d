export * from '../session/can';
