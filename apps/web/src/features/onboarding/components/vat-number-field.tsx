import { Button, Group, Text, TextInput, VisuallyHidden } from '@mantine/core';
import { IconCircleCheck } from '@tabler/icons-react';
import type { ChangeEvent, FocusEvent, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { VatCheck } from '../hooks/use-vat-check';
import { VAT_STATUS_MESSAGE_KEY } from '../lib/vat-check';

interface VatNumberFieldProps {
  value: string;
  onChange: (value: string) => void;
  /** The form's own message for the field (required, or the server's answer). */
  error?: ReactNode;
  vat: VatCheck;
  country: number | null;
  label: string;
  /** The check button's label ('Validate' or 'Validate Vat Number'); it reads 'Validating' meanwhile. */
  buttonLabel: string;
  description?: string;
  /** Check when the field loses focus (the participant wizard); the advisor wizard checks on the button only. */
  checkOnBlur?: boolean;
  required?: boolean;
  'data-path'?: string;
}

/** A VAT number with its check (accounts spec §4, §5): the verdict is shown and announced. */
export function VatNumberField({
  value,
  onChange,
  error,
  vat,
  country,
  label,
  buttonLabel,
  description,
  checkOnBlur = false,
  required = false,
  ...rest
}: VatNumberFieldProps) {
  const { t } = useTranslation('onboarding');
  const { status, failed } = vat.state;
  const checking = status === 'checking';
  const messageKey = VAT_STATUS_MESSAGE_KEY[status];
  const message = failed ? t('vat.failed') : messageKey ? t(messageKey) : '';
  const verdictError = status === 'Notvalid' || status === 'AlreadyExist' || failed ? message : undefined;

  const runCheck = () => void vat.check(value, country);

  return (
    <div>
      <TextInput
        label={label}
        description={description}
        withAsterisk={required}
        autoComplete="off"
        spellCheck={false}
        value={value}
        data-path={rest['data-path']}
        onChange={(event: ChangeEvent<HTMLInputElement>) => {
          onChange(event.currentTarget.value);
          vat.edited(event.currentTarget.value);
        }}
        onBlur={(event: FocusEvent<HTMLInputElement>) => {
          if (checkOnBlur && event.currentTarget.value.trim()) runCheck();
        }}
        error={error ?? verdictError}
        inputContainer={(input) => (
          <Group gap="xs" wrap="nowrap" align="flex-start">
            <div style={{ flex: 1, minWidth: 0 }}>{input}</div>
            <Button
              variant="light"
              onClick={runCheck}
              disabled={!value.trim() || status === 'valid'}
              loading={checking}
              loaderProps={{ type: 'dots' }}
            >
              {checking ? t('vat.validating') : buttonLabel}
            </Button>
          </Group>
        )}
      />
      {/* The verdict is announced; the errors also show under the field, the others here. */}
      <div role="status" aria-live="polite">
        {status === 'valid' && !error ? (
          <Group gap={6} mt={6} wrap="nowrap">
            <IconCircleCheck size={18} color="var(--mantine-color-forest-7)" aria-hidden />
            <Text size="sm" c="forest.8" fw={600}>
              {message}
            </Text>
          </Group>
        ) : checking ? (
          <Text size="sm" c="dimmed" mt={6}>
            {message}
          </Text>
        ) : verdictError && !error ? (
          <VisuallyHidden>{verdictError}</VisuallyHidden>
        ) : null}
      </div>
    </div>
  );
}
