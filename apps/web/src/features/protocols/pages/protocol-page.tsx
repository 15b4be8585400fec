import { ContentDetailRoute } from '../../content';
import { protocolsApi } from '../api/protocols';
import { ProtocolDetail } from '../components/protocol-detail';

/** /iwsb/protocol/{id}: one protocol. */
export function ProtocolPage() {
  return (
    <ContentDetailRoute
      type={'protocol'}
      itemQuery={protocolsApi.itemQuery}
      render={(item, isOwner) => <ProtocolDetail item={item} isOwner={isOwner} />}
    />
  );
}
