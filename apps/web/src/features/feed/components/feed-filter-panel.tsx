import { Button, Group, Modal, MultiSelect, Select, SimpleGrid, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { DateField } from '../../../components/form/date-field';
import { type ReferenceListType, selectData, useReferenceChoices } from '../../../lib/reference-lists';
import { type FeedFilters, NO_FILTERS } from '../feed-params';
import type { Panel } from './feed-filters';

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** A date still half typed filters nothing rather than reaching the list's address. */
const wholeDays = (filters: FeedFilters): FeedFilters => ({
  ...filters,
  dateFrom: DAY.test(filters.dateFrom) ? filters.dateFrom : '',
  dateTo: DAY.test(filters.dateTo) ? filters.dateTo : '',
});

type ListKey = 'sectors' | 'services' | 'countries' | 'serviceCategories';
const LIST_SOURCES: Record<ListKey, ReferenceListType> = {
  sectors: 'sectors',
  services: 'services',
  countries: 'countries',
  serviceCategories: 'pom-categories',
};

function ReferenceFilter({
  name,
  value,
  onChange,
}: {
  name: ListKey;
  value: number[];
  onChange: (ids: number[]) => void;
}) {
  const { t } = useTranslation('feed');
  const { data = [] } = useReferenceChoices(LIST_SOURCES[name]);
  return (
    <MultiSelect
      label={t(`filters.${name}`)}
      placeholder={value.length === 0 ? t('filters.pick') : undefined}
      data={selectData(data, name === 'services')}
      value={value.map(String)}
      onChange={(ids) => onChange(ids.map(Number))}
      searchable
      clearable
      hidePickedOptions
      comboboxProps={{ withinPortal: true }}
    />
  );
}

function OptionFilter({
  name,
  value,
  onChange,
}: {
  name: 'dimension' | 'revenue';
  value: string;
  onChange: (key: string) => void;
}) {
  const { t } = useTranslation('feed');
  const { data = [] } = useReferenceChoices(name === 'dimension' ? 'company-size' : 'revenue');
  return (
    <Select
      label={t(`filters.${name}`)}
      data={selectData(data, false)}
      placeholder={t('filters.any')}
      value={value || null}
      onChange={(key) => onChange(key ?? '')}
      clearable
    />
  );
}

/**
 * The filter bar's panel: edits a copy of the filters (`draft`); Save applies it, Cancel drops it,
 * Clear filters empties it (content-community §2, Feed).
 */
export default function FeedFilterPanel({
  panel,
  draft,
  onDraft,
  companies,
  onClose,
  onApply,
}: {
  panel: Panel | null;
  draft: FeedFilters;
  onDraft: (next: FeedFilters) => void;
  /** Filters of companies (the directories, the companies tab): no categories or dates. */
  companies: boolean;
  onClose: () => void;
  onApply: (next: FeedFilters) => void;
}) {
  const { t } = useTranslation('feed');
  const set =
    <K extends keyof FeedFilters>(key: K) =>
    (value: FeedFilters[K]) =>
      onDraft({ ...draft, [key]: value });
  return (
    <Modal
      opened={panel !== null}
      onClose={onClose}
      title={panel && t(`filters.${panel}`)}
      centered
      size="lg"
      closeButtonProps={{ 'aria-label': t('filters.close') }}
    >
      <Stack gap="md">
        {panel === 'sectors' && (
          <ReferenceFilter name="sectors" value={draft.sectors} onChange={set('sectors')} />
        )}
        {panel === 'services' && (
          <ReferenceFilter name="services" value={draft.services} onChange={set('services')} />
        )}
        {panel === 'other' && (
          <>
            <ReferenceFilter name="countries" value={draft.countries} onChange={set('countries')} />
            {!companies && (
              <ReferenceFilter
                name="serviceCategories"
                value={draft.serviceCategories}
                onChange={set('serviceCategories')}
              />
            )}
            <SimpleGrid cols={{ base: 1, xs: 2 }}>
              <OptionFilter name="dimension" value={draft.dimension} onChange={set('dimension')} />
              <OptionFilter name="revenue" value={draft.revenue} onChange={set('revenue')} />
            </SimpleGrid>
            {!companies && (
              <SimpleGrid cols={{ base: 1, xs: 2 }}>
                <DateField label={t('filters.dateFrom')} value={draft.dateFrom} onChange={set('dateFrom')} />
                <DateField
                  label={t('filters.dateTo')}
                  value={draft.dateTo}
                  min={DAY.test(draft.dateFrom) ? draft.dateFrom : undefined}
                  onChange={set('dateTo')}
                />
              </SimpleGrid>
            )}
          </>
        )}
        <Group justify="space-between" mt="sm">
          <Button variant="subtle" color="gray" onClick={() => onDraft(NO_FILTERS)}>
            {t('filters.clear')}
          </Button>
          <Group gap="xs">
            <Button variant="default" onClick={onClose}>
              {t('filters.cancel')}
            </Button>
            <Button onClick={() => onApply(wholeDays(draft))}>{t('filters.save')}</Button>
          </Group>
        </Group>
      </Stack>
    </Modal>
  );
}
