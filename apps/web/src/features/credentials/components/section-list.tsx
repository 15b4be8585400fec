import type { Education, Expertise, ProfileSection } from '@acorn/contracts';
import { Button, Grid, Group, Loader, Paper, Skeleton, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconDeviceFloppy, IconPlus, IconTrash, IconX, type TablerIcon } from '@tabler/icons-react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorState } from '../../../components/error-state';
import { useSchemaForm } from '../../../components/form/use-schema-form';
import { useSubmit } from '../../../components/form/use-submit';
import { openConfirm } from '../../../lib/confirm';
import { useErrorText } from '../../../lib/error-text';
import { useNotice } from '../../../lib/use-notice';
import { EntityFieldInput, entityBody, entityFieldPath, initialEntityValues } from '../../content';
import {
  createSectionItem,
  deleteSectionItem,
  ownSectionQuery,
  SECTIONS_KEY,
  updateSectionItem,
} from '../api/sections';
import { SECTION_DEFINITIONS, SECTION_ICONS } from '../sections';

/**
 * One item of a section as its own form: a new one (no id) saves (create) or cancels (removed
 * here); a saved one saves (update) or is deleted after a confirmation (spec §2).
 */
function SectionItemForm({
  section,
  item,
  onDone,
}: {
  section: ProfileSection;
  item?: Education | Expertise;
  /** A new item was saved or cancelled: the list drops its draft. */
  onDone?: () => void;
}) {
  const { t } = useTranslation('credentials');
  const definition = SECTION_DEFINITIONS[section];
  const queryClient = useQueryClient();
  const notice = useNotice();
  const errorText = useErrorText();
  const form = useSchemaForm({
    schema: definition.schema,
    initialValues: item ? definition.toValues(item) : initialEntityValues(definition),
    toInput: (values) => entityBody(definition, values),
    fieldPath: entityFieldPath(definition),
  });
  const [uploading, setUploading] = useState<Record<string, boolean>>({});
  const refresh = () => queryClient.invalidateQueries({ queryKey: SECTIONS_KEY });
  const submit = useSubmit(form, {
    send: (body) => (item ? updateSectionItem(section, item.id, body) : createSectionItem(section, body)),
    onSuccess: async () => {
      notice({ color: 'green', message: item ? t('saved') : t('added') });
      await refresh();
      onDone?.();
    },
  });
  const remove = () => {
    if (!item) return onDone?.();
    openConfirm({
      title: t('deleteTitle'),
      children: <Text size="sm">{t('deleteConfirm', { type: t(`sections.${section}.one`) })}</Text>,
      labels: { confirm: t('delete'), cancel: t('cancel') },
      confirmProps: { color: 'red' },
      onConfirm: async () => {
        try {
          await deleteSectionItem(section, item.id);
          notice({ color: 'green', message: t('removed') });
          await refresh();
        } catch (error) {
          notice({ color: 'red', message: errorText(error) });
        }
      },
    });
  };
  const values = form.getValues();
  const busy = form.submitting || Object.values(uploading).some(Boolean);
  return (
    <Paper
      component="li"
      withBorder
      radius="lg"
      p={{ base: 'md', sm: 'lg' }}
      aria-label={item ? t(`sections.${section}.itemName`, item) : t(`sections.${section}.new`)}
    >
      <form {...submit.formProps}>
        <Stack gap="md">
          <Grid gap="md">
            {definition.fields.map((field) => (
              <Grid.Col key={field.key} span={{ base: 12, sm: field.grid ?? 12 }}>
                <EntityFieldInput
                  field={field}
                  form={form}
                  namespace="credentials"
                  disabled={form.submitting || Boolean(field.disableIf?.(values))}
                  onUploadingChange={(key, on) => setUploading((state) => ({ ...state, [key]: on }))}
                />
              </Grid.Col>
            ))}
          </Grid>
          <Group justify="flex-end" gap="sm">
            <Button
              variant="subtle"
              color={item ? 'red' : 'gray'}
              leftSection={item ? <IconTrash size={16} aria-hidden /> : <IconX size={16} aria-hidden />}
              onClick={remove}
              disabled={form.submitting}
            >
              {item ? t('delete') : t('cancel')}
            </Button>
            <Button
              type="submit"
              disabled={busy}
              leftSection={
                form.submitting ? (
                  <Loader size={14} color="gray" aria-hidden />
                ) : (
                  <IconDeviceFloppy size={16} aria-hidden />
                )
              }
            >
              {t('save')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}

let draftKeys = 0;

/** The generic section list page's list (spec §2): new items on top, each saved on its own. */
export function SectionList({ section }: { section: ProfileSection }) {
  const { t } = useTranslation('credentials');
  const list = useQuery(ownSectionQuery(section));
  const [drafts, setDrafts] = useState<number[]>([]);
  const Icon: TablerIcon = SECTION_ICONS[section];
  if (list.isError) return <ErrorState error={list.error} onRetry={() => void list.refetch()} />;
  if (!list.data) {
    return (
      <Stack gap="md" aria-busy="true">
        <Skeleton height={36} width={200} />
        <Skeleton height={260} radius="lg" />
      </Stack>
    );
  }
  const items = list.data;
  return (
    <Stack gap="lg">
      <Group>
        <Button
          variant="light"
          leftSection={<IconPlus size={16} aria-hidden />}
          onClick={() => setDrafts((keys) => [++draftKeys, ...keys])}
        >
          {t(`sections.${section}.add`)}
        </Button>
      </Group>
      {items.length === 0 && drafts.length === 0 ? (
        <Paper withBorder radius="lg" p="xl">
          <Stack align="center" gap="sm" ta="center">
            <ThemeIcon size={56} radius="xl" variant="light" color="forest">
              <Icon size={30} aria-hidden />
            </ThemeIcon>
            <Text fw={600}>{t(`sections.${section}.empty`)}</Text>
          </Stack>
        </Paper>
      ) : (
        <Stack gap="md" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
          {drafts.map((key) => (
            <SectionItemForm
              key={`draft-${key}`}
              section={section}
              onDone={() => setDrafts((keys) => keys.filter((draft) => draft !== key))}
            />
          ))}
          {items.map((item) => (
            <SectionItemForm key={item.id} section={section} item={item} />
          ))}
        </Stack>
      )}
    </Stack>
  );
}
