/** Protocols (service posts) on the web: the type's descriptor and the detail the operators' queue shows. */

export { ProtocolDetail } from './components/protocol-detail';
export { protocolType } from './content-type';
