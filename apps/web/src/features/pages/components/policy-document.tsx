import { type Page, POLICY_PAGE_IDS } from '@acorn/contracts';
import { Stack, Title, Typography } from '@mantine/core';
import { PdfDownloadsTable } from './pdf-downloads-table';
import classes from './policy-document.module.css';

const hasPdfTable = (id: number): boolean => (POLICY_PAGE_IDS as readonly number[]).includes(id);

export function PolicyDocument({ page }: { page: Page }) {
  return (
    <Stack gap="xl">
      <Title order={1}>{page.title}</Title>
      <Typography className={classes.content}>
        {/* biome-ignore lint/security/noDangerouslySetInnerHtml: the API sanitizes page HTML with an allowlist before storing it */}
        <div dangerouslySetInnerHTML={{ __html: page.content }} />
      </Typography>
      {hasPdfTable(page.id) && (
        <div className={classes.downloads}>
          <PdfDownloadsTable page={page} />
        </div>
      )}
    </Stack>
  );
}
