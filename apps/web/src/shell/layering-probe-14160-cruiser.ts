export * from '../features/users/users-routes';
