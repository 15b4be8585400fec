import { Alert, Button, Group, Stack, Text, Title } from '@mantine/core';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useErrorText } from '../../../lib/error-text';
import { downloadPersonalData } from '../api/personal-data';

/** The erasure dialog (and the form kit with it) loads when the member opens it. */
const EraseAccountDialog = lazy(() => import('./erase-account-dialog'));

/**
 * The member's own data on their profile (decision 055): download it as a zip (once a day), or
 * erase the account after a dialog that says what happens and asks for the password.
 */
export function PersonalDataSection() {
  const { t } = useTranslation('personal-data');
  const errorText = useErrorText();
  const [exporting, setExporting] = useState(false);
  const [exportError, setExportError] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);

  const startExport = async () => {
    setExporting(true);
    setExportError(null);
    try {
      await downloadPersonalData();
    } catch (error) {
      setExportError(errorText(error));
    } finally {
      setExporting(false);
    }
  };

  return (
    <Stack gap="sm" component="section" aria-labelledby="personal-data-title">
      <Title order={2} size="h3" id="personal-data-title">
        {t('title')}
      </Title>
      <Text size="sm">{t('exportIntro')}</Text>
      {exportError && (
        <Alert color="red" role="alert">
          {exportError}
        </Alert>
      )}
      <Group>
        <Button variant="default" loading={exporting} onClick={() => void startExport()}>
          {t('exportButton')}
        </Button>
        <Button variant="default" c="red.9" onClick={() => setConfirming(true)}>
          {t('eraseButton')}
        </Button>
      </Group>
      {confirming && (
        <Suspense fallback={null}>
          <EraseAccountDialog onClose={() => setConfirming(false)} />
        </Suspense>
      )}
    </Stack>
  );
}
