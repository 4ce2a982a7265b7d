export * from '../../routing/layout-routes';
