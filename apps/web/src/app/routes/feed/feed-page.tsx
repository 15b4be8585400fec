import { Container, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useSignedInUser } from '../../../features/accounts';
import { usePageTitle } from '../../../features/app-config';
import { FeedSidebar, FeedView } from '../../../features/feed';
import classes from './feed-page.module.css';

/** `/feed`: the network's items and companies beside the 340 px column of the newest. */
export function FeedPage() {
  const { t } = useTranslation('feed');
  const user = useSignedInUser();
  usePageTitle(t('title'));
  return (
    <Container size="xl">
      <Stack gap="lg">
        <Stack gap={4}>
          <Title order={1}>{t('title')}</Title>
          <Text c="dimmed">{t('intro')}</Text>
        </Stack>
        <div className={classes.frame}>
          <div className={classes.layout}>
            <div className={classes.main}>
              <FeedView reader={{ id: user.id, readOnly: user.isReadOnlyUser }} />
            </div>
            <FeedSidebar />
          </div>
        </div>
      </Stack>
    </Container>
  );
}
