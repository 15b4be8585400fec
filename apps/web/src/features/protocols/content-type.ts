import { itemPageRoute } from '@acorn/contracts';
import type { ContentTypeDescriptor } from '../content';

const protocolPaths = { list: () => '/protocols-directory', own: () => '/your-channel-seller-area' };

/** Protocols: /iwsb/protocol/{id}, others' at /protocols-directory; the channel's own (with its campaigns) at /your-channel-seller-area. */
export const protocolType: ContentTypeDescriptor = {
  name: 'protocols',
  entities: [{ name: 'protocol', load: () => import('./entities').then((m) => m.protocolEntity) }],
  pages: [
    {
      path: itemPageRoute('protocol'),
      page: () => import('./pages/protocol-page').then((m) => m.ProtocolPage),
    },
    {
      path: protocolPaths.list(),
      page: () => import('./pages/protocols-directory-page').then((m) => m.ProtocolsDirectoryPage),
    },
    {
      path: protocolPaths.own(),
      page: () => import('./pages/your-channel-page').then((m) => m.YourChannelPage),
      reads: ['campaigns'],
    },
  ],
  menu: [
    {
      id: 'protocols',
      to: protocolPaths.list(),
      place: 'main',
      group: 'yourChannel',
      position: 50,
    },
    {
      id: 'myChannel',
      to: protocolPaths.own(),
      place: 'account',
      position: 80,
    },
  ],
};
