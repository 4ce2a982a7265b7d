export * from '../catalogue/video-record';
