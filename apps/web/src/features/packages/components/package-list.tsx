import type { Package } from '@acorn/contracts';
import { SimpleGrid, Skeleton } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorState } from '../../../components/error-state';
import { useLanguage } from '../../../lib/use-language';
import { usePackages } from '../api/get-packages';
import { PackageCard } from './package-card';

/** By the room the list has, not the screen's: four across on the home page, two in the wizard. */
const GRID = { type: 'container', cols: { base: 1, '540px': 2, '1040px': 4 } } as const;

/**
 * Every tier from GET /api/packages, cheapest first; `renderAction` adds a button to each card,
 * `highlight` marks one tier (the one that unlocks what the member asked for). The tiers' names
 * are headings a level below the page's title, or below a section's (`headingOrder` 3).
 */
export function PackageList({
  renderAction,
  highlight,
  headingOrder = 2,
  reading = false,
}: {
  renderAction?: (item: Package) => ReactNode;
  highlight?: number;
  headingOrder?: 2 | 3;
  /** What the actions depend on is still loading: the cards wait with the tiers. */
  reading?: boolean;
}) {
  // The cards' own texts load with the list: a card arriving later must not suspend the page it
  // stands on (its heading would vanish behind the page's loader).
  const { t } = useTranslation(['common', 'home']);
  const language = useLanguage();
  const packages = usePackages();

  if (packages.isError) return <ErrorState error={packages.error} onRetry={() => void packages.refetch()} />;
  if (!packages.data || reading) {
    return (
      <SimpleGrid {...GRID} role="status" aria-label={t('loading')}>
        {['a', 'b', 'c', 'd'].map((key) => (
          <Skeleton key={key} height={320} radius="md" />
        ))}
      </SimpleGrid>
    );
  }
  const sorted = [...packages.data].sort((a, b) => a.monthly_cost - b.monthly_cost);
  return (
    <SimpleGrid {...GRID}>
      {sorted.map((item) => (
        <PackageCard
          key={item.id}
          item={item}
          language={language}
          action={renderAction?.(item)}
          highlighted={item.id === highlight}
          headingOrder={headingOrder}
        />
      ))}
    </SimpleGrid>
  );
}
