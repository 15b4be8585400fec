import type { Package, PaymentOption, SubscriptionType } from '@acorn/contracts';
import { Alert, Button, Group, Modal, Radio, SegmentedControl, Spoiler, Stack, Text } from '@mantine/core';
import { IconAlertTriangle, IconBuildingBank, IconCreditCard, IconRepeat } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { paths } from '../../../config/paths';
import { useErrorText } from '../../../lib/error-text';
import { formatEuros } from '../../../lib/format';
import { localizedField } from '../../../lib/localized-field';
import { useLanguage } from '../../../lib/use-language';
import { useAppConfig } from '../../app-config/api/get-app-config';
import { bankTransferQueryOptions } from '../api/bank-transfer';
import { registerBankTransfer, startCheckout } from '../api/checkout';
import { useReloadUser } from '../hooks/use-reload-user';
import {
  checkoutQuote,
  DEFAULT_PAYMENT_OPTION,
  DEFAULT_PERIOD,
  isBankTransfer,
  keepPaymentOption,
  submittingLabelKey,
} from '../lib/checkout-options';
import { formatPercent } from '../lib/format';
import classes from './package-checkout-modal.module.css';

const OPTION_ICONS = { Credit: IconCreditCard, Debit: IconRepeat, Bank: IconBuildingBank } as const;

interface PackageCheckoutModalProps {
  /** The package chosen with 'Get Started'; null while the modal is closed. */
  pkg: Package | null;
  onClose: () => void;
  /** The buyer's country (users.country_id), which sets the VAT. */
  countryId: number | null;
}

/**
 * The package modal (accounts spec §2, §4, §5): Monthly/Annual (Annual first), the period's price
 * with the VAT the buyer will pay, the payment options that price allows (Credit first), and
 * 'Continue To Pay': bank transfers are registered here, cards and debits go to the checkout.
 */
export function PackageCheckoutModal({ pkg, onClose, countryId }: PackageCheckoutModalProps) {
  const { t } = useTranslation('payments');
  const language = useLanguage();
  const [submitting, setSubmitting] = useState(false);

  return (
    <Modal
      opened={pkg !== null}
      onClose={() => {
        if (!submitting) onClose();
      }}
      title={pkg ? t('checkout.title', { name: localizedField(pkg, 'name', language) }) : ''}
      size="lg"
      centered
      closeButtonProps={{ 'aria-label': t('checkout.close'), disabled: submitting }}
      closeOnEscape={!submitting}
      closeOnClickOutside={!submitting}
    >
      {pkg && (
        <CheckoutForm
          key={pkg.id}
          pkg={pkg}
          countryId={countryId}
          onCancel={onClose}
          submitting={submitting}
          setSubmitting={setSubmitting}
        />
      )}
    </Modal>
  );
}

interface CheckoutFormProps {
  pkg: Package;
  countryId: number | null;
  onCancel: () => void;
  submitting: boolean;
  setSubmitting: (value: boolean) => void;
}

function CheckoutForm({ pkg, countryId, onCancel, submitting, setSubmitting }: CheckoutFormProps) {
  const { t } = useTranslation('payments');
  const language = useLanguage();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const reloadUser = useReloadUser();
  const errorText = useErrorText();
  const periodLabelId = useId();
  const [period, setPeriod] = useState<SubscriptionType>(DEFAULT_PERIOD);
  const [option, setOption] = useState<PaymentOption>(DEFAULT_PAYMENT_OPTION);
  const [error, setError] = useState<string | null>(null);

  const cardPayments = useAppConfig().data?.cardPayments ?? true;
  const quote = checkoutQuote(pkg, period, countryId, cardPayments);
  const chosen = keepPaymentOption(option, quote.options);
  const description = localizedField(pkg, 'full_description', language).trim();
  const euros = (amount: number) => formatEuros(amount, language);

  // A period whose price does not allow the chosen option falls back to Credit.
  useEffect(() => {
    if (chosen !== option) setOption(chosen);
  }, [chosen, option]);

  const submit = async () => {
    setError(null);
    setSubmitting(true);
    const input = { id: pkg.id, substype: period, payoption: chosen };
    try {
      if (isBankTransfer(chosen)) {
        const details = await registerBankTransfer(input);
        queryClient.setQueryData(bankTransferQueryOptions().queryKey, details);
        // The registration is complete now: the guards of the next page must see it.
        const user = await reloadUser();
        setSubmitting(false);
        await navigate(user ? paths.bankTransfer() : paths.home());
        return;
      }
      const { url } = await startCheckout(input);
      // The button keeps its 'Redirecting' label until the browser leaves.
      window.location.assign(url);
    } catch (failure) {
      setSubmitting(false);
      setError(errorText(failure));
    }
  };

  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        if (!submitting) void submit();
      }}
    >
      <Stack gap="lg">
        {description && (
          // The plan's story stays short, so the price and the options are in sight on a phone.
          <Spoiler
            maxHeight={64}
            showLabel={t('checkout.showMore')}
            hideLabel={t('checkout.showLess')}
            classNames={{ control: classes.spoilerControl }}
          >
            <Text size="sm" c="dimmed" className={classes.description}>
              {description}
            </Text>
          </Spoiler>
        )}
        <Stack gap={6}>
          <Text id={periodLabelId} fw={600} size="sm">
            {t('checkout.period')}
          </Text>
          <SegmentedControl
            aria-labelledby={periodLabelId}
            value={period}
            onChange={(value) => setPeriod(value === 'monthly' ? 'monthly' : 'annual')}
            data={[
              { value: 'monthly', label: t('checkout.monthly') },
              { value: 'annual', label: t('checkout.annual') },
            ]}
            disabled={submitting}
            fullWidth
          />
        </Stack>

        <dl className={classes.summary} aria-live="polite">
          <div className={classes.row}>
            <dt>{period === 'annual' ? t('checkout.priceAnnual') : t('checkout.priceMonthly')}</dt>
            <dd>{euros(quote.amounts.net)}</dd>
          </div>
          <div className={classes.row}>
            <dt>{t('checkout.vat', { rate: formatPercent(quote.amounts.vatRate, language) })}</dt>
            <dd>{euros(quote.amounts.vat)}</dd>
          </div>
          <div className={`${classes.row} ${classes.total}`}>
            <dt>{period === 'annual' ? t('checkout.totalAnnual') : t('checkout.totalMonthly')}</dt>
            <dd>{euros(quote.amounts.total)}</dd>
          </div>
        </dl>

        <Radio.Group
          label={t('checkout.paymentOption')}
          value={chosen}
          onChange={(value) => setOption(value as PaymentOption)}
        >
          <Stack gap="xs" mt="xs">
            {quote.options.map((item) => {
              const Icon = OPTION_ICONS[item];
              return (
                <Radio.Card key={item} value={item} className={classes.option} disabled={submitting}>
                  <Group wrap="nowrap" align="flex-start" gap="sm">
                    <Radio.Indicator />
                    <Icon size={20} aria-hidden className={classes.optionIcon} />
                    <div>
                      <Text fw={600} size="sm" lh={1.3}>
                        {t(`checkout.options.${item}.label`)}
                      </Text>
                      <Text size="xs" c="dimmed">
                        {t(`checkout.options.${item}.hint`)}
                      </Text>
                    </div>
                  </Group>
                </Radio.Card>
              );
            })}
          </Stack>
        </Radio.Group>

        {error && (
          <Alert color="red" variant="light" role="alert" icon={<IconAlertTriangle aria-hidden />}>
            {error}
          </Alert>
        )}

        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onCancel} disabled={submitting}>
            {t('checkout.cancel')}
          </Button>
          <Button type="submit" disabled={submitting} aria-busy={submitting || undefined}>
            {submitting ? t(submittingLabelKey(chosen)) : t('checkout.continue')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
