import { Grid, NativeSelect, TextInput } from '@mantine/core';
import { useDebouncedCallback } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { localizedField } from '../../../lib/localized-field';
import { useLanguage } from '../../../lib/use-language';
import { usePackages } from '../../packages';

export const USER_FILTER_KEYS = ['search', 'role', 'step', 'status', 'tier'] as const;
export type UserFilterKey = (typeof USER_FILTER_KEYS)[number];
export const USER_FILTER_VALUES = {
  role: ['1', '2', '3'],
  step: ['1', '2', '3', '4'],
  status: ['active', 'inactive'],
} as const;

interface UserFiltersProps {
  values: Record<UserFilterKey, string>;
  onChange: (changes: Partial<Record<UserFilterKey, string>>) => void;
}

/** Search (e-mail, company, name) and the role, step, status and tier filters of the user list. */
export function UserFilters({ values, onChange }: UserFiltersProps) {
  const { t } = useTranslation('admin');
  const language = useLanguage();
  const { data: packages = [] } = usePackages();
  const [search, setSearch] = useState(values.search);
  const applySearch = useDebouncedCallback((value: string) => onChange({ search: value.trim() }), 350);
  // A filter chosen while the typed search waits goes out with it, in one URL change: a search
  // applied later would replace the address again, even after a click on a result.
  const applyFilter = (changes: Partial<Record<UserFilterKey, string>>) => {
    const searchPending = applySearch.isPending();
    applySearch.cancel();
    onChange(searchPending ? { ...changes, search: search.trim() } : changes);
  };

  // Back and forward in the browser change the URL's search: show it.
  useEffect(() => setSearch(values.search), [values.search]);

  const any = { value: '', label: t('filters.any') };
  return (
    <Grid gap="sm">
      <Grid.Col span={{ base: 12, lg: 4 }}>
        <TextInput
          label={t('users.search')}
          placeholder={t('users.searchPlaceholder')}
          leftSection={<IconSearch size={16} aria-hidden />}
          type="search"
          value={search}
          onChange={(event) => {
            setSearch(event.currentTarget.value);
            applySearch(event.currentTarget.value);
          }}
          onKeyDown={(event) => {
            if (event.key === 'Enter') applyFilter({ search: search.trim() });
          }}
        />
      </Grid.Col>
      <Grid.Col span={{ base: 6, sm: 3, lg: 2 }}>
        <NativeSelect
          label={t('users.role')}
          value={values.role}
          onChange={(event) => applyFilter({ role: event.currentTarget.value })}
          data={[any, ...USER_FILTER_VALUES.role.map((role) => ({ value: role, label: t(`roles.${role}`) }))]}
        />
      </Grid.Col>
      <Grid.Col span={{ base: 6, sm: 3, lg: 2 }}>
        <NativeSelect
          label={t('users.step')}
          value={values.step}
          onChange={(event) => applyFilter({ step: event.currentTarget.value })}
          data={[
            any,
            ...USER_FILTER_VALUES.step.map((step) => ({
              value: step,
              label: step === '4' ? t('users.stepComplete') : t('users.stepNumber', { step }),
            })),
          ]}
        />
      </Grid.Col>
      <Grid.Col span={{ base: 6, sm: 3, lg: 2 }}>
        <NativeSelect
          label={t('users.status')}
          value={values.status}
          onChange={(event) => applyFilter({ status: event.currentTarget.value })}
          data={[
            any,
            { value: 'active', label: t('users.active') },
            { value: 'inactive', label: t('users.inactive') },
          ]}
        />
      </Grid.Col>
      <Grid.Col span={{ base: 6, sm: 3, lg: 2 }}>
        <NativeSelect
          label={t('users.tier')}
          value={values.tier}
          onChange={(event) => applyFilter({ tier: event.currentTarget.value })}
          data={[
            any,
            ...packages.map((item) => ({
              value: String(item.id),
              label: localizedField(item, 'name', language),
            })),
          ]}
        />
      </Grid.Col>
    </Grid>
  );
}
