import { Container, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useSignedInUser } from '../../../features/accounts';
import { usePageTitle } from '../../../features/app-config';
import { CompanyDirectory } from '../../../features/feed';

function DirectoryPage({ sellers }: { sellers: boolean }) {
  const { t } = useTranslation('feed');
  const user = useSignedInUser();
  const title = t(sellers ? 'directory.sellers' : 'directory.participants');
  usePageTitle(title);
  return (
    <Container size="lg">
      <Stack gap="lg">
        <Stack gap={4}>
          <Title order={1}>{title}</Title>
          <Text c="dimmed">{t(sellers ? 'directory.sellersIntro' : 'directory.participantsIntro')}</Text>
        </Stack>
        <CompanyDirectory sellers={sellers} reader={{ id: user.id, readOnly: user.isReadOnlyUser }} />
      </Stack>
    </Container>
  );
}

/** /seller-directory: the companies that sell growth services. */
export const SellerDirectoryPage = () => <DirectoryPage sellers />;

/** /participant-directory: every company of the network. */
export const ParticipantDirectoryPage = () => <DirectoryPage sellers={false} />;
