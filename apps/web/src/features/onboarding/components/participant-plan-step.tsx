import { type Package, type UserDetail, vatRateForCountry } from '@acorn/contracts';
import { Button, Stack, Text } from '@mantine/core';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { localizedField } from '../../../lib/localized-field';
import { useLanguage } from '../../../lib/use-language';
import { PackageList, usePackages } from '../../packages';
import { PackageCheckoutModal } from '../../payments';
import { WizardActions } from './wizard-actions';

interface ParticipantPlanStepProps {
  user: UserDetail;
  /** ?subscription=<package id>: that package's modal opens by itself. */
  preselectedId: number | null;
  onBack: () => void;
}

/** Participant step 3: the packages in the user's language; 'Get Started' opens the package modal. */
export function ParticipantPlanStep({ user, preselectedId, onBack }: ParticipantPlanStepProps) {
  const { t } = useTranslation('onboarding');
  const language = useLanguage();
  const packages = usePackages();
  const [selected, setSelected] = useState<Package | null>(null);
  const preselectionDone = useRef(false);
  const countryId = user.country?.id ?? null;
  const vatRate = vatRateForCountry(countryId);

  useEffect(() => {
    if (preselectionDone.current || preselectedId === null || !packages.data) return;
    preselectionDone.current = true;
    const match = packages.data.find((item) => item.id === preselectedId);
    if (match) setSelected(match);
  }, [preselectedId, packages.data]);

  return (
    <Stack gap="lg">
      <Text c="dimmed" size="sm">
        {vatRate > 0
          ? t('participant.plan.vatNote', { rate: vatRate, country: user.country?.name ?? '' })
          : t('participant.plan.noVatNote')}
      </Text>
      <PackageList
        headingOrder={3}
        renderAction={(item) => (
          <Button
            fullWidth
            onClick={() => setSelected(item)}
            aria-label={t('participant.plan.getStartedLabel', {
              name: localizedField(item, 'name', language),
            })}
          >
            {t('participant.plan.getStarted')}
          </Button>
        )}
      />
      <PackageCheckoutModal pkg={selected} onClose={() => setSelected(null)} countryId={countryId} />
      <WizardActions back={{ label: t('actions.back'), onClick: onBack }} />
    </Stack>
  );
}
