import { Button, Center, Stack, Text, Title } from '@mantine/core';
import { type ReactNode, useEffect, useState } from 'react';
import { i18n } from '../lib/i18n';
import { isLanguage } from '../lib/language';

/**
 * Said when the app's own files (a script chunk, a stylesheet, a translation) could not be
 * fetched: the translations may be what failed, so these few words live here, in each language.
 */
const TEXTS = {
  en: {
    title: 'The page could not be loaded',
    text: 'Part of the app did not arrive, perhaps because the connection dropped or a new version was released. Reloading usually fixes it.',
    reload: 'Reload the page',
  },
  pt: {
    title: 'Não foi possível carregar a página',
    text: 'Parte da aplicação não chegou, talvez porque a ligação caiu ou saiu uma nova versão. Recarregar costuma resolver.',
    reload: 'Recarregar a página',
  },
  es: {
    title: 'No se pudo cargar la página',
    text: 'Parte de la aplicación no llegó, quizá porque se cortó la conexión o se publicó una nueva versión. Recargar suele solucionarlo.',
    reload: 'Recargar la página',
  },
} as const;

export function LoadFailurePage() {
  const language = isLanguage(i18n.language) ? i18n.language : 'en';
  const texts = TEXTS[language];
  return (
    <Center mih="100dvh" p="md" component="main" lang={language}>
      <Stack align="center" gap="md" ta="center" maw={480} role="alert">
        <Title order={1}>{texts.title}</Title>
        <Text c="dimmed">{texts.text}</Text>
        <Button onClick={() => window.location.reload()}>{texts.reload}</Button>
      </Stack>
    </Center>
  );
}

/** Shows LoadFailurePage instead of a blank or half-translated screen when a file fails to load. */
export function LoadFailureBoundary({ children }: { children: ReactNode }) {
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    const fail = () => setFailed(true);
    i18n.on('failedLoading', fail);
    // Vite's event for a script or stylesheet that a chunk needs and could not fetch.
    window.addEventListener('vite:preloadError', fail);
    return () => {
      i18n.off('failedLoading', fail);
      window.removeEventListener('vite:preloadError', fail);
    };
  }, []);
  return failed ? <LoadFailurePage /> : children;
}
