import type { Language, Package } from '@acorn/contracts';
import { Card, List, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconCheck } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatEuros } from '../../../lib/format';
import { localizedField } from '../../../lib/localized-field';
import classes from './package-card.module.css';

interface PackageCardProps {
  item: Package;
  language: Language;
  /** A call to action at the foot of the card, lined up across the cards of a row. */
  action?: ReactNode;
  /** Drawn out: the tier that unlocks what the member came for. */
  highlighted?: boolean;
  /** The level of the tier's name: one below the heading the list stands under. */
  headingOrder: 2 | 3;
}

/** A tier as a card: name, monthly and yearly price (euros, VAT excluded) and what it includes. */
export function PackageCard({ item, language, action, highlighted = false, headingOrder }: PackageCardProps) {
  const { t } = useTranslation('home');
  const services = localizedField(item, 'services', language)
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);

  return (
    <Card
      component="article"
      withBorder
      radius="md"
      padding="lg"
      shadow={highlighted ? 'md' : 'xs'}
      className={highlighted ? classes.highlighted : undefined}
      aria-current={highlighted ? 'true' : undefined}
    >
      <Stack gap="md" h="100%">
        <Title order={headingOrder} fz="xl">
          {localizedField(item, 'name', language)}
        </Title>
        <div>
          <Text component="p" m={0}>
            <Text span fz={32} fw={800} c="forest.8" lh={1.1}>
              {formatEuros(item.monthly_cost, language)}
            </Text>{' '}
            <Text span c="dimmed">
              {t('plans.perMonth')}
            </Text>
          </Text>
          <Text size="sm" c="dimmed">
            {t('plans.perYear', { price: formatEuros(item.yearly_cost, language) })}
          </Text>
        </div>
        <List
          spacing={6}
          size="sm"
          icon={
            <ThemeIcon size={20} radius="xl" color="forest" variant="light">
              <IconCheck size={14} aria-hidden />
            </ThemeIcon>
          }
        >
          {services.map((service) => (
            <List.Item key={service}>{service}</List.Item>
          ))}
        </List>
        {action && <div className={classes.action}>{action}</div>}
      </Stack>
    </Card>
  );
}
