import { Badge, Button, Group } from '@mantine/core';
import { IconAdjustments, IconBuildingFactory2, IconStack2 } from '@tabler/icons-react';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useWhenIdle } from '../../../lib/use-idle';
import { useOnceTrue } from '../../../lib/use-once-true';
import { countFilters, type FeedFilters } from '../feed-params';

// The panel (a dialog, its selects and date fields) is not part of the page's first load: its
// code loads once the page has settled, and it mounts when first opened.
const loadPanel = () => import('./feed-filter-panel');
const FeedFilterPanel = lazy(loadPanel);

/** The panel's three doors (spec §2: Industry Sectors, '20LOG' services, Other filters). */
export type Panel = 'sectors' | 'services' | 'other';

const PANEL_KEYS: Record<Panel, readonly (keyof FeedFilters)[]> = {
  sectors: ['sectors'],
  services: ['services'],
  other: ['countries', 'serviceCategories', 'dimension', 'revenue', 'dateFrom', 'dateTo'],
};

/** Companies have no categories or publication dates: the directories leave those out. */
const ITEM_ONLY_KEYS: readonly (keyof FeedFilters)[] = ['serviceCategories', 'dateFrom', 'dateTo'];

const PANEL_ICONS = { sectors: IconBuildingFactory2, services: IconStack2, other: IconAdjustments };

/** The feed's filter buttons, each opening its panel (content-community §2, Feed). */
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
  useWhenIdle(() => void loadPanel());
  const [panel, setPanel] = useState<Panel | null>(null);
  const [draft, setDraft] = useState<FeedFilters>(filters);
  const mounted = useOnceTrue(panel !== null);
  const open = (which: Panel) => {
    setDraft(filters);
    setPanel(which);
  };

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
      {mounted && (
        <Suspense fallback={null}>
          <FeedFilterPanel
            panel={panel}
            draft={draft}
            onDraft={setDraft}
            companies={companies}
            onClose={() => setPanel(null)}
            onApply={(next) => {
              onApply(next);
              setPanel(null);
            }}
          />
        </Suspense>
      )}
    </>
  );
}
