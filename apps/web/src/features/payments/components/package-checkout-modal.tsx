import {
  bankPostInputSchema,
  type Package,
  type SubscriptionType,
  stripePostInputSchema,
} from '@acorn/contracts';
import { Button, Group, Modal, Radio, SegmentedControl, Spoiler, Stack, Text } from '@mantine/core';
import { IconBuildingBank, IconCreditCard, IconRepeat } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { FormAlert } from '../../../components/form/form-layout';
import { useSchemaForm } from '../../../components/form/use-schema-form';
import { useSubmit } from '../../../components/form/use-submit';
import { paths } from '../../../config/paths';
import { formatEuros } from '../../../lib/format';
import { localizedField } from '../../../lib/localized-field';
import { useLanguage } from '../../../lib/use-language';
import { useReloadUser } from '../../accounts';
import { useAppConfig } from '../../app-config';
import { bankTransferQueryOptions } from '../api/bank-transfer';
import { registerBankTransfer, startCheckout } from '../api/checkout';
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
          onBusyChange={setSubmitting}
        />
      )}
    </Modal>
  );
}

interface CheckoutFormProps {
  pkg: Package;
  countryId: number | null;
  onCancel: () => void;
  /** While the purchase is sent (and the browser leaves for the checkout) the modal stays open. */
  onBusyChange: (busy: boolean) => void;
}

function CheckoutForm({ pkg, countryId, onCancel, onBusyChange }: CheckoutFormProps) {
  const { t } = useTranslation('payments');
  const language = useLanguage();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const reloadUser = useReloadUser();
  const periodLabelId = useId();
  // A card payment keeps its 'Redirecting' label until the browser has left for the checkout.
  const [leaving, setLeaving] = useState(false);

  const cardPayments = useAppConfig().data?.cardPayments ?? true;
  const form = useSchemaForm({
    schema: stripePostInputSchema,
    initialValues: { substype: DEFAULT_PERIOD as SubscriptionType, payoption: DEFAULT_PAYMENT_OPTION },
    toInput: ({ substype, payoption }) => ({ id: pkg.id, substype, payoption }),
  });
  const period = form.values.substype;
  const quote = checkoutQuote(pkg, period, countryId, cardPayments);
  const chosen = keepPaymentOption(form.values.payoption, quote.options);
  const description = localizedField(pkg, 'full_description', language).trim();
  const euros = (amount: number) => formatEuros(amount, language);

  // A period whose price does not allow the chosen option falls back to Credit.
  useEffect(() => {
    if (chosen !== form.values.payoption) form.setFieldValue('payoption', chosen);
  }, [chosen, form]);

  const busy = form.submitting || leaving;
  useEffect(() => onBusyChange(busy), [busy, onBusyChange]);

  const submit = useSubmit(form, {
    // Bank transfers are registered here; cards and debits go to the hosted checkout.
    send: async (input, values) => {
      if (isBankTransfer(values.payoption)) {
        const details = await registerBankTransfer(bankPostInputSchema.parse(input));
        queryClient.setQueryData(bankTransferQueryOptions().queryKey, details);
        // The registration is complete now: the guards of the next page must see it.
        const user = await reloadUser();
        await navigate(user ? paths.bankTransfer() : paths.home());
        return;
      }
      const { url } = await startCheckout(stripePostInputSchema.parse(input));
      setLeaving(true);
      window.location.assign(url);
    },
    failure: 'inline',
  });

  return (
    <form {...submit.formProps}>
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
            {...form.getInputProps('substype')}
            data={[
              { value: 'monthly', label: t('checkout.monthly') },
              { value: 'annual', label: t('checkout.annual') },
            ]}
            disabled={busy}
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

        <Radio.Group label={t('checkout.paymentOption')} {...form.getInputProps('payoption')} value={chosen}>
          <Stack gap="xs" mt="xs">
            {quote.options.map((item) => {
              const Icon = OPTION_ICONS[item];
              return (
                <Radio.Card key={item} value={item} className={classes.option} disabled={busy}>
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

        <FormAlert>{submit.failure}</FormAlert>

        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onCancel} disabled={busy}>
            {t('checkout.cancel')}
          </Button>
          <Button type="submit" disabled={busy} aria-busy={busy || undefined}>
            {busy ? t(submittingLabelKey(chosen)) : t('checkout.continue')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
