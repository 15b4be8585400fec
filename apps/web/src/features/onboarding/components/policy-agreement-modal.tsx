import type { Language, Page } from '@acorn/contracts';
import {
  Accordion,
  Alert,
  Anchor,
  Button,
  Group,
  Modal,
  Skeleton,
  Stack,
  Table,
  Text,
  Typography,
} from '@mantine/core';
import { IconAlertTriangle, IconDownload } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { ErrorState } from '../../../components/error-state';
import { LANGUAGE_NAMES } from '../../../lib/language';
import { useLanguage } from '../../../lib/use-language';
import { usePolicyPages } from '../api/policy-pages';
import classes from './policy-agreement-modal.module.css';

const PDF_FIELDS: Array<[Language, 'upload_pdf' | 'upload_pdf_pr' | 'upload_pdf_es']> = [
  ['en', 'upload_pdf'],
  ['pt', 'upload_pdf_pr'],
  ['es', 'upload_pdf_es'],
];

interface PolicyAgreementModalProps {
  opened: boolean;
  onAgree: () => void;
  agreeing: boolean;
  error: string | null;
}

/**
 * The advisor wizard's opening modal (accounts spec §2): privacy policy, terms, cookie policy and
 * participants' contract (pages 2 to 5) with their PDFs in English, Portuguese and Spanish. It
 * cannot be dismissed: only 'Agree and continue' closes it.
 */
export function PolicyAgreementModal({ opened, onAgree, agreeing, error }: PolicyAgreementModalProps) {
  const { t } = useTranslation('onboarding');
  const language = useLanguage();
  const pages = usePolicyPages(language);

  return (
    <Modal
      opened={opened}
      onClose={() => {}}
      closeOnClickOutside={false}
      closeOnEscape={false}
      withCloseButton={false}
      title={t('advisor.policies.title')}
      size="xl"
      classNames={{ title: classes.title }}
      // Above the data-protection banner: agreeing here records that consent too.
      zIndex={400}
    >
      <Stack gap="lg">
        <Text size="sm">{t('advisor.policies.intro')}</Text>
        {pages.isError ? (
          <ErrorState error={pages.error} onRetry={() => void pages.refetch()} />
        ) : !pages.data ? (
          <Stack gap="sm" role="status" aria-label={t('advisor.policies.loading')}>
            {['a', 'b', 'c', 'd'].map((key) => (
              <Skeleton key={key} height={48} />
            ))}
          </Stack>
        ) : (
          <>
            <Accordion variant="separated" defaultValue={String(pages.data[0]?.id)}>
              {pages.data.map((page) => (
                <Accordion.Item key={page.id} value={String(page.id)}>
                  <Accordion.Control>{page.title}</Accordion.Control>
                  <Accordion.Panel>
                    {/* Long documents scroll inside their panel; focusable so the keyboard can scroll them. */}
                    {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard */}
                    <section className={classes.document} tabIndex={0} aria-label={page.title}>
                      <Typography className={classes.content}>
                        {/* biome-ignore lint/security/noDangerouslySetInnerHtml: the API sanitizes page HTML with an allowlist before storing it */}
                        <div dangerouslySetInnerHTML={{ __html: page.content }} />
                      </Typography>
                    </section>
                  </Accordion.Panel>
                </Accordion.Item>
              ))}
            </Accordion>
            <PolicyPdfTable pages={pages.data} />
          </>
        )}
        {error && (
          <Alert color="red" variant="light" role="alert" icon={<IconAlertTriangle aria-hidden />}>
            {error}
          </Alert>
        )}
        {/* Stays in view while the documents scroll. */}
        <Group justify="flex-end" className={classes.footer}>
          <Button onClick={onAgree} loading={agreeing} disabled={!pages.data}>
            {t('advisor.policies.agree')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}

/** Each policy's PDF in the three languages. */
function PolicyPdfTable({ pages }: { pages: Page[] }) {
  const { t } = useTranslation('onboarding');
  return (
    <Table.ScrollContainer minWidth={420}>
      <Table withTableBorder verticalSpacing="xs" captionSide="top" className={classes.table}>
        <Table.Caption ta="start" fw={700} c="dark" fz="md" mb="xs">
          {t('advisor.policies.pdfCaption')}
        </Table.Caption>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">{t('advisor.policies.document')}</Table.Th>
            {PDF_FIELDS.map(([language]) => (
              <Table.Th key={language} scope="col" lang={language}>
                {LANGUAGE_NAMES[language]}
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {pages.map((page) => (
            <Table.Tr key={page.id}>
              <Table.Th scope="row" fw={500}>
                {page.title}
              </Table.Th>
              {PDF_FIELDS.map(([language, field]) => {
                const url = page[field];
                return (
                  <Table.Td key={language}>
                    {url ? (
                      <Anchor
                        href={url}
                        download
                        target="_blank"
                        rel="noopener noreferrer"
                        hrefLang={language}
                        size="sm"
                        fw={500}
                        aria-label={t('advisor.policies.pdfLink', {
                          document: page.title,
                          language: LANGUAGE_NAMES[language],
                        })}
                      >
                        <Group gap={4} wrap="nowrap" component="span">
                          <IconDownload size={16} aria-hidden />
                          PDF
                        </Group>
                      </Anchor>
                    ) : (
                      <Text size="sm" c="dimmed">
                        {t('advisor.policies.pdfUnavailable')}
                      </Text>
                    )}
                  </Table.Td>
                );
              })}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
