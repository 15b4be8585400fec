import { type AdminPackage, FEATURES, type Feature, packageFeaturesInputSchema } from '@acorn/contracts';
import { Button, Checkbox, Group, Stack, Text } from '@mantine/core';
import { IconDeviceFloppy } from '@tabler/icons-react';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { z } from 'zod/mini';
import { useSchemaForm } from '../../../components/form/use-schema-form';
import { useSubmit } from '../../../components/form/use-submit';
import { formatEuros } from '../../../lib/format';
import { localizedField } from '../../../lib/localized-field';
import { useLanguage } from '../../../lib/use-language';
import { useSetPackageFeatures } from '../api/packages';
import { useAdminFailure, useAdminNotice } from '../hooks/use-admin-notice';
import { type AdminColumn, AdminTable } from './admin-table';

/** What the form holds: each tier's features, by tier id. */
type PlanFeatures = Record<string, Feature[]>;

/** One PUT body per tier, each checked by the schema the API checks it with. */
const plansSchema = z.record(z.string(), packageFeaturesInputSchema);
const toInput = (values: PlanFeatures) =>
  Object.fromEntries(Object.entries(values).map(([id, features]) => [id, { available_features: features }]));

const sameFeatures = (a: readonly Feature[] = [], b: readonly Feature[] = []) =>
  a.length === b.length && a.every((feature) => b.includes(feature));

const featuresByTier = (packages: AdminPackage[]): PlanFeatures =>
  Object.fromEntries(packages.map((item) => [String(item.id), [...item.available_features]]));

/** The tiers' names in the interface language, joined as a list ('Silver and Gold'). */
function useTierNames() {
  const language = useLanguage();
  return {
    name: (item: AdminPackage) => localizedField(item, 'name', language),
    list: (items: AdminPackage[]) =>
      new Intl.ListFormat(language, { type: 'conjunction' }).format(
        items.map((item) => localizedField(item, 'name', language)),
      ),
  };
}

/**
 * The matrix of features (rows) by tier (columns), one checkbox each ('Gold: 20 LOG market'), and
 * one Save for every tier changed (a PUT each, cheapest first). What is saved is compared with the
 * list as the server last answered it, so after a failure only the tiers not yet saved stay
 * changed; a tier the operator has not touched follows the list when it is read again.
 */
export function PlanFeaturesForm({
  packages,
  refreshing,
}: {
  packages: AdminPackage[];
  refreshing: boolean;
}) {
  const { t } = useTranslation('admin');
  const language = useLanguage();
  const tiers = useTierNames();
  const notice = useAdminNotice();
  const save = useSetPackageFeatures();
  const form = useSchemaForm({
    schema: plansSchema,
    initialValues: featuresByTier(packages),
    toInput,
  });

  const shown = useRef(packages);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the form object is stable; only a new answer from the server syncs the tiers not touched.
  useEffect(() => {
    const before = shown.current;
    shown.current = packages;
    for (const item of packages) {
      const key = String(item.id);
      const previous = before.find((candidate) => candidate.id === item.id)?.available_features;
      if (!previous || sameFeatures(form.getValues()[key], previous)) {
        form.setFieldValue(key, [...item.available_features]);
      }
    }
  }, [packages]);

  const values = form.getValues();
  const changed = packages.filter((item) => !sameFeatures(values[String(item.id)], item.available_features));

  const submit = useSubmit(form, {
    send: async (input) => {
      const saved: AdminPackage[] = [];
      for (const item of changed) {
        const body = input[String(item.id)];
        if (!body) continue;
        saved.push(await save.mutateAsync({ id: item.id, available_features: body.available_features }));
      }
      return saved;
    },
    onSuccess: (saved) => notice.success(t('plans.saved', { plans: tiers.list(saved) })),
    failure: useAdminFailure(),
  });

  const toggle = (item: AdminPackage, feature: Feature, checked: boolean) => {
    const key = String(item.id);
    const current = form.getValues()[key] ?? [];
    form.setFieldValue(
      key,
      FEATURES.filter((candidate) => (candidate === feature ? checked : current.includes(candidate))),
    );
  };

  const columns: AdminColumn<Feature>[] = [
    {
      key: 'feature',
      header: t('plans.feature'),
      render: (feature) => (
        <Stack gap={0}>
          <Text size="sm" fw={600}>
            {t(`plans.features.${feature}`)}
          </Text>
          {packages.every((item) => !values[String(item.id)]?.includes(feature)) && (
            <Text size="xs" c="red.9">
              {t('plans.inNoPlan')}
            </Text>
          )}
        </Stack>
      ),
    },
    ...packages.map(
      (item): AdminColumn<Feature> => ({
        key: `tier-${item.id}`,
        header: (
          <Stack gap={0}>
            <span>{tiers.name(item)}</span>
            {/* On phones each plan is a line of a feature's card: the price would repeat in every card. */}
            <Text span size="xs" c="dimmed" fw={400} visibleFrom="sm">
              {t('plans.perMonth', { price: formatEuros(item.monthly_cost, language) })}
            </Text>
          </Stack>
        ),
        nowrap: true,
        render: (feature) => (
          <Checkbox
            aria-label={t('plans.toggle', {
              plan: tiers.name(item),
              feature: t(`plans.features.${feature}`),
            })}
            checked={values[String(item.id)]?.includes(feature) ?? false}
            onChange={(event) => toggle(item, feature, event.currentTarget.checked)}
            disabled={form.submitting}
          />
        ),
      }),
    ),
  ];

  return (
    <form {...submit.formProps}>
      <AdminTable
        caption={t('plans.caption')}
        columns={columns}
        rows={packages.length > 0 ? [...FEATURES] : []}
        rowKey={(feature) => feature}
        loading={false}
        refreshing={refreshing && changed.length === 0}
        emptyText={t('plans.empty')}
        minWidth={640}
      />
      <Group justify="space-between" gap="sm" mt="md">
        <Text size="sm" c="dimmed" aria-live="polite">
          {changed.length > 0 ? t('plans.unsaved', { plans: tiers.list(changed) }) : t('plans.noChanges')}
        </Text>
        <Group gap="sm">
          <Button
            variant="default"
            disabled={changed.length === 0 || form.submitting}
            onClick={() => form.setValues(featuresByTier(packages))}
          >
            {t('plans.discard')}
          </Button>
          <Button
            type="submit"
            loading={form.submitting}
            disabled={changed.length === 0}
            leftSection={<IconDeviceFloppy size={16} aria-hidden />}
          >
            {t('plans.save')}
          </Button>
        </Group>
      </Group>
    </form>
  );
}
