import { Center, Loader } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** Centered spinner for whole-screen waits; it is also the fallback while translations load. */
export function PageLoader() {
  const { t, ready } = useTranslation('common', { useSuspense: false });
  return (
    <Center mih="60vh">
      {/* The spinner is a status: a plain element may not carry a name (axe aria-prohibited-attr). */}
      <Loader role="status" aria-label={ready ? t('loading') : '…'} />
    </Center>
  );
}
