import { addPaymentRequestInputSchema, VALIDATION_CODES as V } from '@acorn/contracts';
import {
  Alert,
  Anchor,
  Button,
  Checkbox,
  Group,
  MultiSelect,
  NativeSelect,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
} from '@mantine/core';
import type { FormErrors } from '@mantine/form';
import { IconInfoCircle, IconSend } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorState } from '../../../components/error-state';
import { useSchemaForm } from '../../../components/form/use-schema-form';
import { useSubmit } from '../../../components/form/use-submit';
import { useLanguage } from '../../../lib/use-language';
import { useNotice } from '../../../lib/use-notice';
import { useBrandName } from '../../app-config';
import { useAddPaymentRequest } from '../api/add-payment-request';
import { useAssociatedParticipants } from '../api/get-associated-participants';
import { isFutureMonth, MONTHS, monthName, previousMonth, yearChoices } from '../lib/periods';
import { PrivacyPolicyModal } from './privacy-policy-modal';

type FormValues = {
  month: string;
  year: string;
  participants: number[];
  declaration: boolean;
};

/**
 * The form's own rules: the declaration (the schema leaves it optional, as older clients do not
 * send it), and a month that has started (the server checks it with its clock, on a valid body).
 */
function formRules(values: FormValues): FormErrors {
  const errors: FormErrors = {};
  if (!values.declaration) errors.declaration = V.declarationRequired;
  if (values.month && values.year && isFutureMonth(Number(values.month), Number(values.year))) {
    errors.month = V.futureMonth;
  }
  return errors;
}

interface PaymentRequestFormProps {
  /** After a successful submit: the page closes the form and shows the reloaded list. */
  onSubmitted: () => void;
}

/** 'Payment Request': month, year, associated companies and the declaration, then 'Submit payment'. */
export function PaymentRequestForm({ onSubmitted }: PaymentRequestFormProps) {
  const { t } = useTranslation('advisor-payments');
  const language = useLanguage();
  const brandName = useBrandName();
  const notice = useNotice();
  const participants = useAssociatedParticipants();
  const addRequest = useAddPaymentRequest();
  const [privacyOpened, setPrivacyOpened] = useState(false);
  const initial = previousMonth();

  const form = useSchemaForm({
    schema: addPaymentRequestInputSchema,
    initialValues: {
      month: String(initial.month),
      year: String(initial.year),
      participants: [] as number[],
      declaration: false,
    },
    rules: formRules,
  });
  const submit = useSubmit(form, {
    send: (input) => addRequest.mutateAsync(addPaymentRequestInputSchema.parse(input)),
    onSuccess: () => {
      notice({ color: 'forest', message: t('notices.added') });
      onSubmitted();
    },
    failure: { title: t('notices.failedTitle'), autoClose: 8000 },
  });

  const now = new Date();
  const year = Number(form.values.year);

  if (participants.isError) {
    return <ErrorState error={participants.error} onRetry={() => void participants.refetch()} />;
  }

  const noParticipants = participants.data?.length === 0;

  return (
    <form {...submit.formProps}>
      <Stack gap="md">
        <Text>{t('form.intro')}</Text>
        <SimpleGrid cols={2} spacing="md">
          <NativeSelect
            label={t('fields.month')}
            withAsterisk
            data={[
              { value: '', label: t('form.chooseMonth'), disabled: true },
              ...MONTHS.map((month) => ({
                value: String(month),
                label: monthName(month, language),
                disabled: year > 0 && isFutureMonth(month, year, now),
              })),
            ]}
            {...form.getInputProps('month')}
          />
          <NativeSelect
            label={t('fields.year')}
            withAsterisk
            data={[
              { value: '', label: t('form.chooseYear'), disabled: true },
              ...yearChoices(now).map((item) => ({ value: String(item), label: String(item) })),
            ]}
            {...form.getInputProps('year')}
          />
        </SimpleGrid>

        {participants.isPending ? (
          <Stack gap={6} role="status" aria-label={t('form.loadingParticipants')}>
            <Skeleton height={14} width={120} />
            <Skeleton height={36} />
          </Stack>
        ) : noParticipants ? (
          <Alert
            color="blue"
            variant="light"
            icon={<IconInfoCircle aria-hidden />}
            title={t('form.noParticipantsTitle')}
          >
            {t('form.noParticipants')}
          </Alert>
        ) : (
          <MultiSelect<number>
            label={t('fields.participants')}
            description={t('form.participantsHint')}
            placeholder={form.values.participants.length === 0 ? t('form.chooseParticipants') : undefined}
            withAsterisk
            searchable
            clearable
            nothingFoundMessage={t('form.noMatch')}
            data={(participants.data ?? []).map((item) => ({ value: item.id, label: item.company_name }))}
            comboboxProps={{ withinPortal: true }}
            {...form.getInputProps('participants')}
          />
        )}

        <Stack gap={6}>
          <Checkbox
            label={t('form.declaration', { product: brandName })}
            {...form.getInputProps('declaration', { type: 'checkbox' })}
          />
          <Anchor
            component="button"
            type="button"
            size="sm"
            ml={32}
            ta="left"
            underline="always"
            onClick={() => setPrivacyOpened(true)}
          >
            {t('form.readPrivacy')}
          </Anchor>
        </Stack>

        <Group>
          <Button
            type="submit"
            loading={form.submitting}
            disabled={noParticipants}
            leftSection={<IconSend size={18} aria-hidden />}
          >
            {t('form.submit')}
          </Button>
        </Group>
      </Stack>
      <PrivacyPolicyModal opened={privacyOpened} onClose={() => setPrivacyOpened(false)} />
    </form>
  );
}
