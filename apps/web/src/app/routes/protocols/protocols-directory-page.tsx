import { useTranslation } from 'react-i18next';
import { ProtocolDirectory } from '../../../features/protocols';
import { ContentPage } from '../content/content-page';

/** /protocols-directory: other companies' protocols. */
export function ProtocolsDirectoryPage() {
  const { t } = useTranslation('protocols');
  return (
    <ContentPage feature="PROTOCOLS_FEATURE" title={t('directory.title')} intro={t('directory.intro')}>
      <ProtocolDirectory />
    </ContentPage>
  );
}
