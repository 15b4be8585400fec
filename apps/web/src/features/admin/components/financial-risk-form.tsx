import {
  type AdminUserDetail,
  DEBT_STATUSES,
  DELINQUENCY_RATING_MAX,
  FAILURE_RATING_MAX,
  type FinancialRisk,
  financialRiskInputSchema,
} from '@acorn/contracts';
import { Button, Group, NativeSelect, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useSchemaForm } from '../../../components/form/use-schema-form';
import { useSubmit } from '../../../components/form/use-submit';
import { useSetFinancialRisk } from '../api/users';
import { useAdminFailure, useAdminNotice } from '../hooks/use-admin-notice';

type Values = Record<keyof FinancialRisk, string>;

const valuesOf = (risk: FinancialRisk): Values => ({
  delinquency_rating: risk.delinquency_rating === null ? '' : String(risk.delinquency_rating),
  failure_rating: risk.failure_rating === null ? '' : String(risk.failure_rating),
  tax_debts: risk.tax_debts ?? '',
  social_security_debts: risk.social_security_debts ?? '',
});

const range = (max: number) => Array.from({ length: max }, (_, index) => String(index + 1));

/**
 * A company's financial risk as the operators record it from a credit report (spec §9); its
 * public profile shows the summary once any score is set. Empty is 'no information'.
 */
export function FinancialRiskForm({ user }: { user: AdminUserDetail & { financial_risk: FinancialRisk } }) {
  const { t } = useTranslation(['admin', 'profiles']);
  const notice = useAdminNotice();
  const save = useSetFinancialRisk(user.id);
  const form = useSchemaForm({
    schema: financialRiskInputSchema,
    initialValues: valuesOf(user.financial_risk),
    toInput: (values) => ({
      delinquency_rating: values.delinquency_rating ? Number(values.delinquency_rating) : null,
      failure_rating: values.failure_rating ? Number(values.failure_rating) : null,
      tax_debts: values.tax_debts || null,
      social_security_debts: values.social_security_debts || null,
    }),
  });
  const submit = useSubmit(form, {
    send: (input) => save.mutateAsync(input),
    onSuccess: () => notice.success(t('users.riskSaved')),
    failure: useAdminFailure(),
  });
  const none = { value: '', label: t('profiles:risk.noInformation') };
  const scale = (name: 'delinquency' | 'failure', max: number) => [
    none,
    ...range(max).map((value) => ({
      value,
      label: t('profiles:risk.rating', { value, label: t(`profiles:risk.${name}Levels.${value}`) }),
    })),
  ];
  const debts = [
    none,
    ...DEBT_STATUSES.map((value) => ({ value, label: t(`profiles:risk.debts.${value}`) })),
  ];
  return (
    <form {...submit.formProps}>
      <Stack gap="sm">
        <Title order={2} fz="lg">
          {t('profiles:risk.title')}
        </Title>
        <Text size="sm" c="dimmed">
          {t('users.riskHint')}
        </Text>
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }} spacing="sm">
          <NativeSelect
            label={t('profiles:risk.delinquency')}
            data={scale('delinquency', DELINQUENCY_RATING_MAX)}
            {...form.getInputProps('delinquency_rating')}
          />
          <NativeSelect
            label={t('profiles:risk.failure')}
            data={scale('failure', FAILURE_RATING_MAX)}
            {...form.getInputProps('failure_rating')}
          />
          <NativeSelect label={t('profiles:risk.tax')} data={debts} {...form.getInputProps('tax_debts')} />
          <NativeSelect
            label={t('profiles:risk.socialSecurity')}
            data={debts}
            {...form.getInputProps('social_security_debts')}
          />
        </SimpleGrid>
        <Group justify="flex-end">
          <Button type="submit" loading={form.submitting}>
            {t('users.riskSave')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
