import { Box, Container, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AcornMark } from '../../../components/acorn-mark';
import { SessionEndedNotice } from '../../../components/session-ended-notice';
import { OperatorSignInForm } from '../../../features/admin';
import { useBrandName, usePageTitle } from '../../../features/app-config';
import { LanguageMenu } from '../../layouts/language-menu';
import { MAIN_CONTENT_ID } from '../../layouts/skip-link';

/** /admin/login: the operators' sign-in, with the second factor (decision 006). */
export function AdminLoginPage() {
  const { t } = useTranslation('admin');
  const brandName = useBrandName();
  const [step, setStep] = useState<'password' | 'enroll' | 'verify'>('password');
  const title =
    step === 'password'
      ? t('signIn.title')
      : step === 'enroll'
        ? t('signIn.enrollHeading')
        : t('signIn.verifyHeading');
  usePageTitle(t('signIn.documentTitle'));

  return (
    <Box bg="gray.0" mih="100dvh">
      <Container size={480} py={{ base: 'md', sm: 48 }}>
        <Group justify="space-between" mb="lg">
          <Group gap={8} wrap="nowrap">
            <AcornMark size={32} />
            <Text component="span" fw={800} fz="xl" c="forest.8" lh={1}>
              {brandName}
            </Text>
          </Group>
          <LanguageMenu />
        </Group>
        <main id={MAIN_CONTENT_ID}>
          <Paper withBorder shadow="sm" radius="lg" p={{ base: 'lg', sm: 'xl' }}>
            <Stack gap="lg">
              <Stack gap={6}>
                <Text c="acorn.8" fw={700} tt="uppercase" fz="xs" lts="0.08em">
                  {t('signIn.eyebrow')}
                </Text>
                <Title order={1} fz={{ base: 24, sm: 28 }} lh={1.2}>
                  {title}
                </Title>
                {step === 'password' && <Text c="dimmed">{t('signIn.subtitle')}</Text>}
              </Stack>
              {step === 'password' && <SessionEndedNotice />}
              <OperatorSignInForm onStepChange={setStep} />
            </Stack>
          </Paper>
        </main>
      </Container>
    </Box>
  );
}
