import type { ContentStatus, ContentType, UploadedFile } from '@acorn/contracts';
import {
  Alert,
  Anchor,
  Badge,
  Divider,
  Group,
  Image,
  Paper,
  SimpleGrid,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { IconFileText } from '@tabler/icons-react';
import { createContext, type ReactNode, useContext } from 'react';
import { useTranslation } from 'react-i18next';
import { openStoredFile } from '../../../components/file-upload/upload-file';
import { formatDate } from '../../../lib/format';
import { filePictureSources } from '../../../lib/image-variant';
import { ContentDescription } from './content-description';

/** What a name shows when the viewer may not see it (spec §3: '-'). */
export const SECURED = '-';

/** A value with nothing to show: a page leaves its row out rather than a wall of '-'. */
const isEmpty = (value: ReactNode) =>
  value === null || value === undefined || value === '' || value === false;

/** One labelled value of a detail page; nothing at all when empty. */
export function Fact({ label, children }: { label: string; children: ReactNode }) {
  if (isEmpty(children)) return null;
  return (
    <Stack gap={2}>
      <Text size="sm" c="dimmed" fw={600}>
        {label}
      </Text>
      <Text component="div" size="sm" style={{ overflowWrap: 'anywhere', whiteSpace: 'pre-line' }}>
        {children}
      </Text>
    </Stack>
  );
}

/** A picture above a detail's text (a protocol's image, a giveaway's header image), if there is one. */
export function DetailImage({ file }: { file: UploadedFile | null }) {
  if (!file) return null;
  return <Image {...filePictureSources(file, 900)} alt="" radius="md" h={240} fit="cover" loading="lazy" />;
}

/** Names of references (sectors, countries), or nothing when there are none. */
export const names = (items: ReadonlyArray<{ name: string }>) =>
  items.length ? items.map((item) => item.name).join(', ') : null;

/** Labelled values in columns, the empty ones left out; nothing when every one is empty. */
export function FactGrid({
  facts,
  cols = { base: 1, sm: 2 },
}: {
  facts: ReadonlyArray<readonly [label: string, value: ReactNode]>;
  cols?: { base: number; sm?: number; md?: number };
}) {
  const shown = facts.filter(([, value]) => !isEmpty(value));
  if (shown.length === 0) return null;
  return (
    <SimpleGrid cols={cols} spacing="lg">
      {shown.map(([label, value]) => (
        <Fact key={label} label={label}>
          {value}
        </Fact>
      ))}
    </SimpleGrid>
  );
}

/** A section of a detail page under its own heading. */
export function DetailSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Stack gap="sm">
      <Title order={2} fz="lg">
        {title}
      </Title>
      {children}
    </Stack>
  );
}

/** A titled group of labelled values under a rule; nothing at all when every value is empty. */
export function FactSection({
  title,
  facts,
  cols,
}: {
  title: string;
  facts: ReadonlyArray<readonly [label: string, value: ReactNode]>;
  cols?: { base: number; sm?: number; md?: number };
}) {
  if (facts.every(([, value]) => isEmpty(value))) return null;
  return (
    <>
      <Divider />
      <DetailSection title={title}>
        <FactGrid facts={facts} cols={cols} />
      </DetailSection>
    </>
  );
}

/** A stored file's words as a button that opens it (a private one through the checked download). */
export function StoredFileLink({ url, children }: { url: string; children: ReactNode }) {
  return (
    <Anchor
      component="button"
      type="button"
      size="sm"
      ta="left"
      style={{ overflowWrap: 'anywhere' }}
      onClick={() => void openStoredFile(url).catch(() => undefined)}
    >
      {children}
    </Anchor>
  );
}

/** Stored files as links that open them. */
export function FileLinks({ files }: { files: readonly UploadedFile[] }) {
  return (
    <Stack gap="xs">
      {files.map((file) => (
        <Group key={file.id} gap="xs" wrap="nowrap">
          <IconFileText size={18} aria-hidden />
          <StoredFileLink url={file.url}>{file.name}</StoredFileLink>
        </Group>
      ))}
    </Stack>
  );
}

/**
 * What the page around a detail adds to it (the detail route fills it, so each type's detail
 * needs no part of it): the author block in place of the byline, and the footer's actions for
 * the viewer (Send an email, Want, Share; the owner's Edit and Status).
 */
interface DetailChrome {
  author?: ReactNode;
  actions?: ReactNode;
}

const DetailChromeContext = createContext<DetailChrome>({});
export const DetailChromeProvider = DetailChromeContext.Provider;

interface DetailItem {
  id: number;
  title: string;
  description: string;
  status: ContentStatus;
  deny_reason: string | null;
  createdAt: string;
  user: { company_name: string | null };
}

/**
 * The frame of every content type's detail page: its kind, title and byline; for the owner the
 * status, the operator's reason or the pending note, and Edit; the description (`ContentDescription`)
 * above the type's own facts.
 */
export function ContentDetail({
  item,
  entity,
  kind,
  isOwner,
  media,
  showDescription = true,
  actions,
  children,
}: {
  item: DetailItem;
  /** The item's type: the form engine's entity for Edit, and how its description is shown. */
  entity: ContentType;
  /** The type as a badge ('Offer', 'Protocol'). */
  kind: string;
  isOwner: boolean;
  /** A picture above the text (a protocol's image). */
  media?: ReactNode;
  /** False where the type's own fields say it all (a campaign's product and advantage). */
  showDescription?: boolean;
  /** What a member does with the item (Want), under the byline. */
  actions?: ReactNode;
  children: ReactNode;
}) {
  const { t } = useTranslation('content');
  const chrome = useContext(DetailChromeContext);
  return (
    <Stack gap="lg">
      <Stack gap="sm">
        <Group gap="xs">
          <Badge variant="light" color="acorn" c="acorn.9" radius="sm" tt="none" fz="sm">
            {kind}
          </Badge>
        </Group>
        <Title order={1} style={{ overflowWrap: 'anywhere' }}>
          {item.title}
        </Title>
        {chrome.author ?? (
          <Text c="dimmed" size="sm">
            {t('detail.byline', {
              company: item.user.company_name ?? SECURED,
              date: formatDate(item.createdAt),
            })}
          </Text>
        )}
        {(actions || chrome.actions) && (
          <Group gap="sm">
            {actions}
            {chrome.actions}
          </Group>
        )}
      </Stack>

      {isOwner && item.status === 'denied' && item.deny_reason && (
        <Alert color="red" variant="light" title={t('detail.deniedTitle')}>
          {item.deny_reason}
        </Alert>
      )}
      {isOwner && item.status === 'pending' && (
        <Alert color="yellow" variant="light">
          {t('detail.pendingNote')}
        </Alert>
      )}

      <Paper withBorder radius="lg" p={{ base: 'md', sm: 'xl' }}>
        <Stack gap="lg">
          {media}
          {showDescription && item.description && (
            <ContentDescription type={entity} description={item.description} />
          )}
          {children}
        </Stack>
      </Paper>
    </Stack>
  );
}
