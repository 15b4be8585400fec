import { Text, VisuallyHidden } from '@mantine/core';
import { IconCheck } from '@tabler/icons-react';
import type { CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import classes from './step-indicator.module.css';

/** A wizard's numbered steps as an ordered list; the current one is marked for assistive technology. */
export function StepIndicator({ steps, current }: { steps: readonly string[]; current: number }) {
  const { t } = useTranslation('accounts');
  return (
    <ol
      className={classes.list}
      style={{ '--steps': steps.length } as CSSProperties}
      aria-label={t('completion.stepsLabel')}
    >
      {steps.map((label, index) => {
        const number = index + 1;
        const state = number < current ? 'done' : number === current ? 'current' : 'todo';
        return (
          <li
            key={label}
            className={classes.step}
            data-state={state}
            aria-current={state === 'current' ? 'step' : undefined}
          >
            <div className={classes.bar} />
            <div className={classes.head}>
              <span className={classes.number} aria-hidden>
                {state === 'done' ? <IconCheck size={16} /> : number}
              </span>
              <div>
                <Text size="xs" c="dimmed" fw={600}>
                  {t('completion.step', { step: number })}
                  {state === 'done' && <VisuallyHidden>{t('completion.done')}</VisuallyHidden>}
                </Text>
                <Text size="sm" fw={state === 'current' ? 700 : 500} lh={1.3}>
                  {label}
                </Text>
              </div>
            </div>
          </li>
        );
      })}
    </ol>
  );
}
