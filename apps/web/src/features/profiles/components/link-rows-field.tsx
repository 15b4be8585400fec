import { ActionIcon, Button, Group, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { AnyForm } from '../../../components/form/use-schema-form';
import { addLinkRow, type LinkRow, removeLinkRow } from '../lib/link-rows';

/**
 * Extra links as "name / URL" rows: add a row, remove one (removing the last leaves an empty
 * row). Empty rows are not sent.
 */
export function LinkRowsField({ form, path, title }: { form: AnyForm; path: string; title: string }) {
  const { t } = useTranslation('profiles');
  const titleId = useId();
  const rows = form.getValues()[path] as LinkRow[];
  const setRows = (next: LinkRow[]) => {
    form.setFieldValue(path, next);
    // Row numbers change: the rows' messages no longer match them.
    form.setErrors((errors) =>
      Object.fromEntries(Object.entries(errors).filter(([key]) => !key.startsWith(`${path}.`))),
    );
  };

  return (
    <Stack gap="xs" role="group" aria-labelledby={titleId}>
      <Text id={titleId} fw={600} size="sm">
        {title}
      </Text>
      {rows.map((_, index) => {
        const number = index + 1;
        return (
          // biome-ignore lint/suspicious/noArrayIndexKey: rows have no identity; their values are controlled.
          <Group key={index} gap="xs" align="flex-end" wrap="nowrap">
            <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="xs" style={{ flex: 1, minWidth: 0 }}>
              <TextInput
                label={t('links.rowName', { number })}
                placeholder={t('links.rowNamePlaceholder')}
                {...form.getInputProps(`${path}.${index}.level`)}
              />
              <TextInput
                label={t('links.rowUrl', { number })}
                placeholder="https://"
                type="url"
                inputMode="url"
                {...form.getInputProps(`${path}.${index}.value`)}
              />
            </SimpleGrid>
            <ActionIcon
              variant="subtle"
              color="red"
              c="red.9"
              size="input-sm"
              onClick={() => setRows(removeLinkRow(rows, index))}
              aria-label={t('links.remove', { number })}
            >
              <IconTrash size={18} aria-hidden />
            </ActionIcon>
          </Group>
        );
      })}
      <Group>
        <Button
          variant="light"
          size="xs"
          leftSection={<IconPlus size={14} aria-hidden />}
          onClick={() => setRows(addLinkRow(rows))}
        >
          {t('links.add')}
        </Button>
      </Group>
    </Stack>
  );
}
