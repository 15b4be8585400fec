import type { FinancialRisk } from '@acorn/contracts';
import { Badge, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';

interface Shade {
  color: string;
  text: string;
}

/** Light badges with text dark enough on them (WCAG AA), from the lowest risk to the highest. */
const SHADES: readonly Shade[] = [
  { color: 'forest', text: 'forest.8' },
  { color: 'lime', text: 'dark.7' },
  { color: 'yellow', text: 'dark.7' },
  { color: 'orange', text: 'dark.7' },
  { color: 'red', text: 'red.9' },
];

function Level({ label, value, shade }: { label: string; value: string; shade: Shade }) {
  return (
    // The badge drops below a long label, still on the right, rather than shrink: squeezed, "OK" showed as "O…".
    <Group justify="space-between" gap="xs">
      <Text size="sm" c="dimmed" fw={600}>
        {label}
      </Text>
      <Badge variant="light" color={shade.color} c={shade.text} radius="sm" tt="none" fz="sm" ml="auto">
        {value}
      </Badge>
    </Group>
  );
}

const NO_INFORMATION: Shade = { color: 'gray', text: 'gray.8' };

/**
 * A company's financial-risk summary (spec §2, §9), shown only when a score exists: delinquency
 * 1 (low) to 5 (high risk), failure 1 (minimal) to 4 (high risk), tax and social security debts.
 */
export function FinancialRiskCard({ risk }: { risk: FinancialRisk }) {
  const { t } = useTranslation('profiles');
  const rating = (scale: 'delinquency' | 'failure', value: number | null, max: number) =>
    value === null ? (
      <Level label={t(`risk.${scale}`)} value={t('risk.noInformation')} shade={NO_INFORMATION} />
    ) : (
      <Level
        label={t(`risk.${scale}`)}
        value={t('risk.rating', { value, label: t(`risk.${scale}Levels.${value}`) })}
        // A four-step scale skips the middle shade, so both scales end green and red.
        shade={SHADES[Math.round(((value - 1) * (SHADES.length - 1)) / (max - 1))] ?? NO_INFORMATION}
      />
    );
  const debts = (kind: 'tax' | 'socialSecurity', value: 'OK' | 'NOK' | null) => (
    <Level
      label={t(`risk.${kind}`)}
      value={t(`risk.debts.${value ?? 'none'}`)}
      shade={(value === 'OK' ? SHADES[0] : value === 'NOK' ? SHADES[4] : undefined) ?? NO_INFORMATION}
    />
  );
  return (
    <Paper withBorder radius="lg" p="lg">
      <Stack gap="md">
        <Title order={2} fz="lg">
          {t('risk.title')}
        </Title>
        {rating('delinquency', risk.delinquency_rating, 5)}
        {rating('failure', risk.failure_rating, 4)}
        {debts('tax', risk.tax_debts)}
        {debts('socialSecurity', risk.social_security_debts)}
      </Stack>
    </Paper>
  );
}
