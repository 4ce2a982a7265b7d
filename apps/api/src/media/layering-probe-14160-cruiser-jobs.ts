export * from '../jobs/job-definition';
