import { Drawer } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

export interface MenuDrawerProps {
  opened: boolean;
  onClose: () => void;
  children: ReactNode;
}

/** The phone's menu drawer (loaded when the page is idle, or when the menu button is first used). */
export function MenuDrawer({ opened, onClose, children }: MenuDrawerProps) {
  const { t } = useTranslation();
  return (
    <Drawer
      opened={opened}
      onClose={onClose}
      title={t('menu.label')}
      size="xs"
      hiddenFrom="md"
      closeButtonProps={{ 'aria-label': t('menu.close') }}
    >
      {children}
    </Drawer>
  );
}
