import { useTranslation } from 'react-i18next';
import { ContentPage } from '../../content';
import { ProtocolDirectory } from '../components/protocol-directory';

/** /protocols-directory: other companies' protocols. */
export function ProtocolsDirectoryPage() {
  const { t } = useTranslation('protocols');
  return (
    <ContentPage feature="PROTOCOLS_FEATURE" title={t('directory.title')} intro={t('directory.intro')}>
      <ProtocolDirectory />
    </ContentPage>
  );
}
