import { Alert, Button, Group, List, Modal, PasswordInput, Stack, Text, Title } from '@mantine/core';
import { type FormEvent, type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { paths } from '../../../config/paths';
import { fieldErrors, useErrorText, useFieldText } from '../../../lib/error-text';
import { downloadPersonalData, eraseAccount } from '../api/personal-data';

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
        <Button color="red" variant="outline" onClick={() => setConfirming(true)}>
          {t('eraseButton')}
        </Button>
      </Group>
      <EraseAccountDialog opened={confirming} onClose={() => setConfirming(false)} />
    </Stack>
  );
}

/** Says what erasure does, and erases once the password is given; Escape or Cancel closes it. */
function EraseAccountDialog({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const { t } = useTranslation('personal-data');
  const errorText = useErrorText();
  const fieldText = useFieldText();
  const navigate = useNavigate();
  const [password, setPassword] = useState('');
  const [sending, setSending] = useState(false);
  const [problem, setProblem] = useState<{ field?: ReactNode; general?: string }>({});

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSending(true);
    setProblem({});
    try {
      await eraseAccount({ password });
      void navigate(paths.home(), { replace: true });
    } catch (error) {
      const field = fieldErrors(error).password;
      setProblem(field ? { field: fieldText(field) } : { general: errorText(error) });
    } finally {
      setSending(false);
    }
  };

  return (
    <Modal opened={opened} onClose={onClose} title={t('eraseTitle')} centered>
      <form onSubmit={(event) => void submit(event)} noValidate>
        <Stack gap="sm">
          <Text size="sm">{t('eraseIntro')}</Text>
          <List size="sm" spacing={4}>
            <List.Item>{t('eraseGone')}</List.Item>
            <List.Item>{t('eraseFeedback')}</List.Item>
            <List.Item>{t('eraseInvoices')}</List.Item>
            <List.Item>{t('eraseEmail')}</List.Item>
          </List>
          {problem.general && (
            <Alert color="red" role="alert">
              {problem.general}
            </Alert>
          )}
          <PasswordInput
            label={t('password')}
            value={password}
            onChange={(event) => setPassword(event.currentTarget.value)}
            error={problem.field}
            autoComplete="current-password"
            required
            data-autofocus
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t('cancel')}
            </Button>
            <Button type="submit" color="red" loading={sending} disabled={!password}>
              {t('eraseConfirm')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
