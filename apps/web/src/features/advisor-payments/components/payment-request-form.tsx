import { VALIDATION_CODES as V } from '@acorn/contracts';
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
import { type FormErrors, useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { IconInfoCircle, IconSend } from '@tabler/icons-react';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorState } from '../../../components/error-state';
import { useBrandName } from '../../../features/app-config/hooks/use-brand-name';
import { fieldErrors, useErrorText, useFieldText } from '../../../lib/error-text';
import { useLanguage } from '../../../lib/use-language';
import { useAddPaymentRequest } from '../api/add-payment-request';
import { useAssociatedParticipants } from '../api/get-associated-participants';
import { isFutureMonth, MONTHS, monthName, previousMonth, yearChoices } from '../lib/periods';
import { PrivacyPolicyModal } from './privacy-policy-modal';

interface FormValues {
  month: string;
  year: string;
  participants: string[];
  declaration: boolean;
}

const FIELD_ORDER = ['month', 'year', 'participants', 'declaration'] as const;

function validate(values: FormValues): FormErrors {
  const errors: FormErrors = {};
  if (!values.month) errors.month = V.required;
  if (!values.year) errors.year = V.required;
  if (values.month && values.year && isFutureMonth(Number(values.month), Number(values.year))) {
    errors.month = V.futureMonth;
  }
  if (values.participants.length === 0) errors.participants = V.required;
  if (!values.declaration) errors.declaration = V.declarationRequired;
  return errors;
}

function focusFirstError(errors: FormErrors) {
  const first = FIELD_ORDER.find((field) => errors[field]);
  if (first) document.querySelector<HTMLElement>(`[data-path="${first}"]`)?.focus();
}

interface PaymentRequestFormProps {
  /** After a successful submit: the page closes the form and shows the reloaded list. */
  onSubmitted: () => void;
}

/** 'Payment Request': month, year, associated companies and the declaration, then 'Submit payment'. */
export function PaymentRequestForm({ onSubmitted }: PaymentRequestFormProps) {
  const { t } = useTranslation('advisorPayments');
  const errorText = useErrorText();
  const fieldText = useFieldText();
  const language = useLanguage();
  const brandName = useBrandName();
  const participants = useAssociatedParticipants();
  const addRequest = useAddPaymentRequest();
  const [privacyOpened, setPrivacyOpened] = useState(false);
  const failureId = useRef<string | null>(null);
  const initial = previousMonth();

  const form = useForm<FormValues>({
    mode: 'controlled',
    initialValues: {
      month: String(initial.month),
      year: String(initial.year),
      participants: [],
      declaration: false,
    },
    validate,
    enhanceGetInputProps: ({ inputProps }) => ({ error: fieldText(inputProps.error) }),
  });

  const now = new Date();
  const year = Number(form.values.year);

  const showFailure = (message: string) => {
    failureId.current = notifications.show({
      color: 'red',
      title: t('notices.failedTitle'),
      message,
      autoClose: 8000,
      closeButtonProps: { 'aria-label': t('notices.close') },
    });
  };

  const submit = async (values: FormValues) => {
    if (failureId.current) notifications.hide(failureId.current);
    try {
      await addRequest.mutateAsync({
        month: Number(values.month),
        year: Number(values.year),
        participants: values.participants.map(Number),
        declaration: true,
      });
      notifications.show({
        color: 'forest',
        message: t('notices.added'),
        closeButtonProps: { 'aria-label': t('notices.close') },
      });
      onSubmitted();
    } catch (error) {
      const problems = fieldErrors(error, FIELD_ORDER);
      if (Object.keys(problems).length > 0) {
        form.setErrors(problems);
        return focusFirstError(problems);
      }
      showFailure(errorText(error));
    }
  };

  if (participants.isError) {
    return <ErrorState error={participants.error} onRetry={() => void participants.refetch()} />;
  }

  const noParticipants = participants.data?.length === 0;

  return (
    <form noValidate onSubmit={form.onSubmit(submit, focusFirstError)}>
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
          <MultiSelect
            label={t('fields.participants')}
            description={t('form.participantsHint')}
            placeholder={form.values.participants.length === 0 ? t('form.chooseParticipants') : undefined}
            withAsterisk
            searchable
            clearable
            nothingFoundMessage={t('form.noMatch')}
            data={(participants.data ?? []).map((item) => ({
              value: String(item.id),
              label: item.company_name,
            }))}
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
