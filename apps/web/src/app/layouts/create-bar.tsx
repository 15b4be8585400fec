import { Box, Button, Group, Menu } from '@mantine/core';
import { IconChevronDown, IconPlus } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../config/paths';
import { useSignedInUser } from '../../features/accounts';
import { ENTITIES } from '../content-types';

/**
 * The second bar's 'Create ...' buttons: one per entity type the user's tier has (spec §2,
 * Layouts), gathered under one 'Create' menu below a large screen (six types do not fit a
 * tablet's bar); read-only users get none. Loaded with the page that shows it, never on first load.
 */
export default function CreateBar() {
  const { t } = useTranslation('content');
  const user = useSignedInUser();
  const features = user.subscription?.available_features ?? [];
  const creatable = ENTITIES.filter((entity) => features.includes(entity.feature));
  if (user.isReadOnlyUser || creatable.length === 0) return null;
  const label = (name: string) => t(`entities.${name}.createButton`);
  return (
    <Box ml="auto">
      <Group gap="xs" wrap="nowrap" visibleFrom="lg">
        {creatable.map((entity) => (
          <Button
            key={entity.name}
            component={Link}
            to={paths.create(entity.name)}
            size="xs"
            variant="light"
            leftSection={<IconPlus size={14} aria-hidden />}
          >
            {label(entity.name)}
          </Button>
        ))}
      </Group>
      <Box hiddenFrom="lg">
        <Menu position="bottom-end" withinPortal>
          <Menu.Target>
            <Button
              size="xs"
              variant="light"
              leftSection={<IconPlus size={14} aria-hidden />}
              rightSection={<IconChevronDown size={14} aria-hidden />}
            >
              {t('createMenu')}
            </Button>
          </Menu.Target>
          <Menu.Dropdown>
            {creatable.map((entity) => (
              <Menu.Item key={entity.name} component={Link} to={paths.create(entity.name)}>
                {label(entity.name)}
              </Menu.Item>
            ))}
          </Menu.Dropdown>
        </Menu>
      </Box>
    </Box>
  );
}
