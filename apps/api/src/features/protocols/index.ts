/** Protocols (service posts) on the content engine. */
export { protocolRoutes } from './protocols.routes';
export { protocols } from './protocols.service';
