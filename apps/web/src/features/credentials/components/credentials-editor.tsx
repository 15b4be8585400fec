import {
  type CredentialAdminStatus,
  type CredentialItem,
  type CredentialKind,
  credentialInputSchema,
  VALIDATION_CODES,
} from '@acorn/contracts';
import {
  ActionIcon,
  Badge,
  Button,
  Group,
  Loader,
  Paper,
  Stack,
  Switch,
  Text,
  Textarea,
  TextInput,
  ThemeIcon,
  Tooltip,
} from '@mantine/core';
import { IconAward, IconCertificate, IconDeviceFloppy, IconPlus, IconTrash } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { z } from 'zod/mini';
import { FileUpload, type StoredFile } from '../../../components/file-upload/file-upload';
import { useSchemaForm } from '../../../components/form/use-schema-form';
import { useSubmit } from '../../../components/form/use-submit';
import { isApiError } from '../../../lib/api-client';
import { openConfirm } from '../../../lib/confirm';
import { useErrorText } from '../../../lib/error-text';
import { useNotice } from '../../../lib/use-notice';
import { addCredential, CREDENTIALS_KEY, deleteCredential, editCredential } from '../api/credentials';

/** One item of the editor: what it shows, and whether it changed since it was last saved. */
interface Entry {
  /** React's key: the id once saved, a local one before. */
  key: string;
  /** 0 until saved (spec §3: 0 means new). */
  id: number;
  title: string;
  description: string;
  file: StoredFile | null;
  /** A new file was chosen, or the saved one removed. */
  fileChanged: boolean;
  published: boolean;
  /** The operator's decision; null before the first save. */
  adminStatus: CredentialAdminStatus | null;
  edited: boolean;
}

type Values = { items: Entry[] };

const editorSchema = z.object({ items: z.array(credentialInputSchema) });

const fromItem = (item: CredentialItem): Entry => ({
  key: String(item.id),
  id: item.id,
  title: item.title,
  description: item.description,
  file:
    item.documentfile === null
      ? null
      : { id: 0, name: item.documentname ?? item.title, url: item.documentfile },
  fileChanged: false,
  published: item.user_status === 'publish',
  adminStatus: item.admin_status,
  edited: false,
});

let localKeys = 0;
const newEntry = (): Entry => ({
  key: `new-${++localKeys}`,
  id: 0,
  title: '',
  description: '',
  file: null,
  fileChanged: false,
  published: false,
  adminStatus: null,
  edited: true,
});

/** What the API is sent for an item: a file only when it changed. */
const toBody = (entry: Entry) => ({
  title: entry.title,
  description: entry.description,
  uploadedfile: entry.fileChanged ? (entry.file?.id ?? null) : null,
  filedeleted: entry.fileChanged && !entry.file ? ('1' as const) : ('0' as const),
  user_status: entry.published ? ('publish' as const) : ('unpublish' as const),
});

/** Badge and text shades dark enough for small text on the light background (WCAG AA). */
const STATUS_COLORS: Record<CredentialAdminStatus | 'new', { color: string; text: string }> = {
  new: { color: 'gray', text: 'gray.8' },
  underreview: { color: 'yellow', text: 'dark.7' },
  approved: { color: 'forest', text: 'forest.8' },
  declined: { color: 'red', text: 'red.9' },
};

function StatusBadge({ entry }: { entry: Entry }) {
  const { t } = useTranslation('credentials');
  const status = entry.adminStatus ?? 'new';
  const { color, text } = STATUS_COLORS[status];
  return (
    <Badge variant="light" color={color} c={text} radius="sm" tt="none" fz="sm">
      {t(`status.${status}`)}
    </Badge>
  );
}

/**
 * The awards and certificates editor (content-community §2, §4): one screen for both kinds. New
 * items go on top; editing a field marks its item, and Save sends only the marked ones (a new
 * one takes its id from the answer). Each item has its Publish switch; the operator approves.
 */
export function CredentialsEditor({ kind, items }: { kind: CredentialKind; items: CredentialItem[] }) {
  const { t } = useTranslation('credentials');
  const queryClient = useQueryClient();
  const notice = useNotice();
  const errorText = useErrorText();
  const form = useSchemaForm({
    schema: editorSchema,
    initialValues: { items: items.map(fromItem) } as Values,
    toInput: (values) => ({ items: values.items.map(toBody) }),
  });
  const values = form.getValues();

  // Spec §8: a refusal the form cannot show reads 'Something went wrong, please try again',
  // except a 401, which shows the server's words.
  const failed = (error: unknown) => {
    if (isApiError(error) && error.status === 422) return false;
    notice({
      color: 'red',
      message: isApiError(error) && error.status === 401 ? errorText(error) : t('failed'),
    });
    return true;
  };

  const submit = useSubmit(form, {
    send: async (_input, current: Values) => {
      for (const [index, entry] of current.items.entries()) {
        if (!entry.edited) continue;
        const body = toBody(entry);
        const answer = entry.id
          ? await editCredential(kind, { ...body, id: entry.id })
          : await addCredential(kind, body);
        // Saved one by one: what was saved stays saved if a later item fails.
        form.setFieldValue(`items.${index}`, { ...fromItem(answer.success), key: entry.key });
      }
    },
    onSuccess: async () => {
      notice({ color: 'green', message: t('saved') });
      await queryClient.invalidateQueries({ queryKey: CREDENTIALS_KEY });
    },
    handle: failed,
  });

  /** A field's input props that also mark its item as edited. */
  const field = (index: number, name: 'title' | 'description') => {
    const props = form.getInputProps(`items.${index}.${name}`);
    return {
      ...props,
      onChange: (event: React.ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => {
        props.onChange(event);
        form.setFieldValue(`items.${index}.edited`, true);
      },
    };
  };
  const change = (index: number, patch: Partial<Entry>) =>
    form.setFieldValue(`items.${index}`, {
      ...form.getValues().items[index],
      ...patch,
      edited: true,
    } as Entry);

  const remove = (index: number) => {
    const entry = form.getValues().items[index];
    if (!entry) return;
    openConfirm({
      title: t('deleteTitle'),
      children: <Text size="sm">{t('deleteConfirm', { type: t(`kind.${kind}`) })}</Text>,
      labels: { confirm: t('delete'), cancel: t('cancel') },
      confirmProps: { color: 'red' },
      onConfirm: async () => {
        try {
          if (entry.id) await deleteCredential(kind, entry.id);
          const at = form.getValues().items.findIndex((item) => item.key === entry.key);
          if (at >= 0) form.removeListItem('items', at);
          if (entry.id) {
            notice({ color: 'green', message: t('removed') });
            await queryClient.invalidateQueries({ queryKey: CREDENTIALS_KEY });
          }
        } catch (error) {
          failed(error);
        }
      },
    });
  };

  const Icon = kind === 'award' ? IconAward : IconCertificate;
  return (
    <form {...submit.formProps}>
      <Stack gap="lg">
        <Group justify="flex-start">
          <Button
            variant="light"
            leftSection={<IconPlus size={16} aria-hidden />}
            onClick={() => form.insertListItem('items', newEntry(), 0)}
          >
            {t(`add.${kind}`)}
          </Button>
        </Group>
        {values.items.length === 0 ? (
          <Paper withBorder radius="lg" p="xl">
            <Stack align="center" gap="sm" ta="center">
              <ThemeIcon size={56} radius="xl" variant="light" color="forest">
                <Icon size={30} aria-hidden />
              </ThemeIcon>
              <Text fw={600}>{t(`empty.${kind}`)}</Text>
              <Text size="sm" c="dimmed" maw={460}>
                {t('emptyHint')}
              </Text>
            </Stack>
          </Paper>
        ) : (
          <Stack gap="md" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
            {values.items.map((entry, index) => (
              <Paper
                key={entry.key}
                component="li"
                withBorder
                radius="lg"
                p={{ base: 'md', sm: 'lg' }}
                aria-label={entry.title || t(`untitled.${kind}`)}
              >
                <Stack gap="sm">
                  <Group justify="space-between" wrap="wrap" gap="xs">
                    <Group gap="xs">
                      <StatusBadge entry={entry} />
                      {entry.edited && (
                        <Text size="xs" c="dimmed">
                          {t('unsaved')}
                        </Text>
                      )}
                    </Group>
                    <Group gap="sm">
                      <Switch
                        label={t('publish')}
                        checked={entry.published}
                        onChange={(event) => change(index, { published: event.currentTarget.checked })}
                      />
                      <Tooltip label={t('delete')} withArrow>
                        <ActionIcon
                          variant="subtle"
                          color="red"
                          size="lg"
                          aria-label={t('deleteItem', { title: entry.title || t(`untitled.${kind}`) })}
                          onClick={() => remove(index)}
                        >
                          <IconTrash size={18} aria-hidden />
                        </ActionIcon>
                      </Tooltip>
                    </Group>
                  </Group>
                  <TextInput label={t('title')} required maxLength={255} {...field(index, 'title')} />
                  <Textarea
                    label={t('description')}
                    required
                    autosize
                    minRows={3}
                    maxLength={2000}
                    {...field(index, 'description')}
                  />
                  <FileUpload
                    label={t('document')}
                    description={t('fileHint')}
                    accept="image-or-pdf"
                    documentProblem={VALIDATION_CODES.credentialFileOnly}
                    purpose="document"
                    value={entry.file}
                    onChange={(file) => change(index, { file, fileChanged: true })}
                  />
                </Stack>
              </Paper>
            ))}
          </Stack>
        )}
        {values.items.length > 0 && (
          <Group justify="flex-end">
            <Button
              type="submit"
              size="md"
              disabled={form.submitting}
              leftSection={
                form.submitting ? (
                  <Loader size={16} color="gray" aria-hidden />
                ) : (
                  <IconDeviceFloppy size={18} aria-hidden />
                )
              }
              w={{ base: '100%', xs: 'auto' }}
            >
              {t('save')}
            </Button>
          </Group>
        )}
      </Stack>
    </form>
  );
}
