export * from '../demand/partners/partner-record';
