export * from '../features/demand/partners/partner-api';
