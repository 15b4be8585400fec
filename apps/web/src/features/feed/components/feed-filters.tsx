import { Badge, Button, Group, Modal, MultiSelect, Select, SimpleGrid, Stack } from '@mantine/core';
import { IconAdjustments, IconBuildingFactory2, IconStack2 } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DateField } from '../../../components/form/date-field';
import { type ReferenceListType, selectData, useReferenceChoices } from '../../../lib/reference-lists';
import { countFilters, type FeedFilters, NO_FILTERS } from '../feed-params';

/** The panel's three doors (spec §2: Industry Sectors, '20LOG' services, Other filters). */
type Panel = 'sectors' | 'services' | 'other';

const PANEL_KEYS: Record<Panel, readonly (keyof FeedFilters)[]> = {
  sectors: ['sectors'],
  services: ['services'],
  other: ['countries', 'serviceCategories', 'dimension', 'revenue', 'dateFrom', 'dateTo'],
};

/** Companies have no categories or publication dates: the directories leave those out. */
const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** A date still half typed filters nothing rather than reaching the list's address. */
const wholeDays = (filters: FeedFilters): FeedFilters => ({
  ...filters,
  dateFrom: DAY.test(filters.dateFrom) ? filters.dateFrom : '',
  dateTo: DAY.test(filters.dateTo) ? filters.dateTo : '',
});

const ITEM_ONLY_KEYS: readonly (keyof FeedFilters)[] = ['serviceCategories', 'dateFrom', 'dateTo'];

const PANEL_ICONS = { sectors: IconBuildingFactory2, services: IconStack2, other: IconAdjustments };

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
 * The feed's filter buttons and their panel: the panel edits a copy of the filters; Save applies
 * it, Cancel drops it, Clear filters empties it (content-community §2, Feed).
 */
export function FeedFilterBar({
  filters,
  onApply,
  companies = false,
}: {
  filters: FeedFilters;
  onApply: (next: FeedFilters) => void;
  /** Filters of companies (the directories, the companies tab): no categories or dates. */
  companies?: boolean;
}) {
  const { t } = useTranslation('feed');
  const [panel, setPanel] = useState<Panel | null>(null);
  const [draft, setDraft] = useState<FeedFilters>(filters);
  const open = (which: Panel) => {
    setDraft(filters);
    setPanel(which);
  };
  const set =
    <K extends keyof FeedFilters>(key: K) =>
    (value: FeedFilters[K]) =>
      setDraft((current) => ({ ...current, [key]: value }));

  return (
    <>
      <Group gap="xs">
        {(Object.keys(PANEL_KEYS) as Panel[]).map((which) => {
          const Icon = PANEL_ICONS[which];
          const count = countFilters(
            filters,
            PANEL_KEYS[which].filter((key) => !companies || !ITEM_ONLY_KEYS.includes(key)),
          );
          return (
            <Button
              key={which}
              variant={count > 0 ? 'light' : 'default'}
              size="sm"
              leftSection={<Icon size={16} aria-hidden />}
              rightSection={
                count > 0 && (
                  <Badge size="sm" circle aria-label={t('filters.active', { count })}>
                    {count}
                  </Badge>
                )
              }
              onClick={() => open(which)}
            >
              {t(`filters.${which}`)}
            </Button>
          );
        })}
      </Group>
      <Modal
        opened={panel !== null}
        onClose={() => setPanel(null)}
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
                  <DateField
                    label={t('filters.dateFrom')}
                    value={draft.dateFrom}
                    onChange={set('dateFrom')}
                  />
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
            <Button variant="subtle" color="gray" onClick={() => setDraft(NO_FILTERS)}>
              {t('filters.clear')}
            </Button>
            <Group gap="xs">
              <Button variant="default" onClick={() => setPanel(null)}>
                {t('filters.cancel')}
              </Button>
              <Button
                onClick={() => {
                  onApply(wholeDays(draft));
                  setPanel(null);
                }}
              >
                {t('filters.save')}
              </Button>
            </Group>
          </Group>
        </Stack>
      </Modal>
    </>
  );
}
