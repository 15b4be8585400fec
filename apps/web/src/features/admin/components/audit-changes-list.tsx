import type { AuditEntryItem } from '@acorn/contracts';
import { Anchor, Code, Group, Stack, Text } from '@mantine/core';
import { IconArrowRight } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { type ChangeLine, describeChanges } from '../lib/audit-changes';

/** A value of a change: ids of users link to them, a user's status reads Active or Inactive. */
function Value({ entry, line, value }: { entry: AuditEntryItem; line: ChangeLine; value: string }) {
  const { t } = useTranslation('admin');
  if (line.field === 'participant_id' && /^\d+$/.test(value)) {
    return (
      <Anchor component={Link} to={paths.adminUser(value)} size="sm">
        {t('audit.userNumber', { id: value })}
      </Anchor>
    );
  }
  let text: ReactNode = value;
  if (entry.entity_type === 'user' && line.field === 'status' && /^\d+$/.test(value)) {
    text = value === '0' ? t('users.active') : t('users.inactive');
  }
  return <Code style={{ overflowWrap: 'anywhere' }}>{text}</Code>;
}

/** A JSON list of an audit value ('["REVIEWS_FEATURE"]'); empty for anything else. */
function listOf(value: string | null): string[] {
  if (!value?.startsWith('[')) return [];
  try {
    const list: unknown = JSON.parse(value);
    return Array.isArray(list) ? list.filter((item): item is string => typeof item === 'string') : [];
  } catch {
    return [];
  }
}

/** A tier's features before and after, as what it now includes and what it no longer does. */
function FeatureChanges({ line }: { line: ChangeLine }) {
  const { t } = useTranslation('admin');
  const before = listOf(line.before);
  const after = listOf(line.after);
  const name = (feature: string) => t(`plans.features.${feature}`, { defaultValue: feature });
  const groups = [
    { key: 'nowIncludes', features: after.filter((feature) => !before.includes(feature)) },
    { key: 'noLongerIncludes', features: before.filter((feature) => !after.includes(feature)) },
  ].filter((group) => group.features.length > 0);
  return (
    <Stack gap={2}>
      {groups.map((group) => (
        <Text key={group.key} size="sm">
          <Text span size="sm" fw={600}>
            {t(`audit.${group.key}`)}:
          </Text>{' '}
          {group.features.map(name).join(', ')}
        </Text>
      ))}
    </Stack>
  );
}

/**
 * An audit entry's before and after, field by field ('status: Active → Inactive'). A deactivation
 * reason already shown in the Reason column is not repeated.
 */
export function AuditChangesList({ entry }: { entry: AuditEntryItem }) {
  const { t } = useTranslation('admin');
  const lines = describeChanges(entry.before, entry.after).filter(
    (line) => !(line.field === 'deactivation_reason' && line.after === entry.reason),
  );
  if (lines.length === 0) return <Text c="dimmed">—</Text>;
  return (
    <Stack gap={4}>
      {lines.map((line) =>
        line.field === 'available_features' ? (
          <FeatureChanges key={line.field} line={line} />
        ) : (
          <Group key={line.field || 'value'} gap={6} wrap="wrap" fz="sm">
            {line.field && (
              <Text size="sm" fw={600}>
                {t(`audit.fields.${line.field}`, { defaultValue: line.field })}:
              </Text>
            )}
            {line.before !== null && <Value entry={entry} line={line} value={line.before} />}
            {line.before !== null && line.after !== null && (
              <IconArrowRight size={14} aria-label={t('audit.becomes')} role="img" />
            )}
            {line.after !== null && <Value entry={entry} line={line} value={line.after} />}
            {line.after === null && (
              <Text size="xs" c="dimmed">
                {t('audit.removed')}
              </Text>
            )}
          </Group>
        ),
      )}
    </Stack>
  );
}
