import { ActionIcon, Text } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { Suspense } from 'react';
import { useNavigate } from '../../lib/router';
import { useTranslation } from '../../lib/use-translation';
import type { RouteHandle } from '../route-handle';
import classes from './inner-bar.module.css';

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
          <Suspense fallback={null}>
            <CreateBar />
          </Suspense>
        </div>
      )}
    </div>
  );
}
