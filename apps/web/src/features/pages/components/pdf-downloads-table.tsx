import type { Language, Page } from '@acorn/contracts';
import { Anchor, Group, Table, Text } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { LANGUAGE_NAMES } from '../../../lib/language';
import classes from './pdf-downloads-table.module.css';

const PDF_FIELDS: Array<[Language, 'upload_pdf' | 'upload_pdf_pr' | 'upload_pdf_es']> = [
  ['en', 'upload_pdf'],
  ['pt', 'upload_pdf_pr'],
  ['es', 'upload_pdf_es'],
];

/** The policy as PDF in each language, for the pages the spec lists (ids 2 to 5). */
export function PdfDownloadsTable({ page }: { page: Page }) {
  const { t } = useTranslation('pages');
  return (
    <Table withTableBorder verticalSpacing="sm" captionSide="top" maw={560} className={classes.table}>
      <Table.Caption ta="start" fw={700} c="dark" fz="lg" className={classes.caption}>
        {t('pdf.caption')}
      </Table.Caption>
      <Table.Thead>
        <Table.Tr>
          <Table.Th scope="col" className={classes.languageColumn}>
            {t('pdf.language')}
          </Table.Th>
          <Table.Th scope="col">{t('pdf.document')}</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {PDF_FIELDS.map(([language, field]) => {
          const url = page[field];
          return (
            <Table.Tr key={language}>
              <Table.Th scope="row" fw={500} lang={language}>
                {LANGUAGE_NAMES[language]}
              </Table.Th>
              <Table.Td>
                {url ? (
                  <Anchor
                    href={url}
                    download
                    target="_blank"
                    rel="noopener noreferrer"
                    hrefLang={language}
                    size="sm"
                    fw={500}
                    className={classes.link}
                  >
                    <Group gap={6} wrap="nowrap" component="span">
                      <IconDownload size={16} aria-hidden />
                      {t('pdf.download', { language: LANGUAGE_NAMES[language] })}
                    </Group>
                  </Anchor>
                ) : (
                  <Text size="sm" c="dimmed">
                    {t('pdf.unavailable')}
                  </Text>
                )}
              </Table.Td>
            </Table.Tr>
          );
        })}
      </Table.Tbody>
    </Table>
  );
}
