import { ProtocolDetail, protocolsApi } from '../../../features/protocols';
import { ContentDetailRoute } from '../content/content-detail-route';

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
