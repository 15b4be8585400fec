export { appConfigRoutes } from './app-config.routes';
