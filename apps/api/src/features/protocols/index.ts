/** Protocols (service posts) on the content engine. */
export { protocolType } from './protocols.descriptor';
