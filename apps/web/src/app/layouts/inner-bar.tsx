import { ActionIcon, Text } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { type ComponentType, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useIdle } from '../../lib/use-idle';
import type { RouteHandle } from '../route-handle';
import classes from './inner-bar.module.css';

/**
 * The 'Create ...' bar once the first page has settled: it is on every signed-in page, and its
 * code (the entity registry) would otherwise compete with what the first page is waiting for.
 */
function IdleCreateBar({ bar: CreateBar }: { bar: ComponentType }) {
  const idle = useIdle();
  if (!idle) return null;
  return (
    <Suspense fallback={null}>
      <CreateBar />
    </Suspense>
  );
}

/** The signed-in second bar: back button, optional 'Explore' title and the page's 'Create ...' bar. */
export function InnerBar({ options }: { options: Exclude<RouteHandle['innerBar'], false | undefined> }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const CreateBar = options.createBar;
  return (
    <div className={classes.bar}>
      <ActionIcon
        variant="subtle"
        color="dark"
        size="lg"
        aria-label={t('innerBar.back')}
        onClick={() => navigate(-1)}
      >
        <IconArrowLeft size={20} aria-hidden />
      </ActionIcon>
      {options.explore && (
        <Text fw={700} fz="lg">
          {t('innerBar.explore')}
        </Text>
      )}
      {CreateBar && (
        <div className={classes.create}>
          <IdleCreateBar bar={CreateBar} />
        </div>
      )}
    </div>
  );
}
