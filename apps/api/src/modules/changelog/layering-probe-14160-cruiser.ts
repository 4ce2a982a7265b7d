export * from '../users/write-service';
