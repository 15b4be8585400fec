import { Button, Group } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../config/paths';
import { useSignedInUser } from '../../features/accounts';
import { ENTITIES } from '../routes/content/entity-registry';

/**
 * The second bar's 'Create ...' buttons: one per entity type the user's tier has (spec §2,
 * Layouts); read-only users get none. Loaded with the page that shows it, never on first load.
 */
export default function CreateBar() {
  const { t } = useTranslation('content');
  const user = useSignedInUser();
  const features = user.subscription?.available_features ?? [];
  const creatable = ENTITIES.filter((entity) => features.includes(entity.feature));
  if (user.isReadOnlyUser || creatable.length === 0) return null;
  return (
    <Group gap="xs" wrap="nowrap" ml="auto">
      {creatable.map((entity) => (
        <Button
          key={entity.name}
          component={Link}
          to={paths.create(entity.name)}
          size="xs"
          variant="light"
          leftSection={<IconPlus size={14} aria-hidden />}
        >
          {t(`entities.${entity.name}.createButton`)}
        </Button>
      ))}
    </Group>
  );
}
