/** Protocols (service posts) on the web: the entity for the form engine, its calls and its pages' parts. */
export { protocolsApi } from './api/protocols';
export { ProtocolDetail } from './components/protocol-detail';
export { ProtocolDirectory } from './components/protocol-directory';
