import { TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { AnyForm } from './use-schema-form';

/** The account an advisor is paid to: IBAN and BIC/SWIFT (`payment_account_iban`, `_swift`), for a FieldGrid. */
export function BankAccountFields({ form }: { form: AnyForm }) {
  const { t } = useTranslation('forms');
  return (
    <>
      <TextInput
        label={t('bank.iban')}
        autoComplete="off"
        spellCheck={false}
        withAsterisk
        {...form.getInputProps('payment_account_iban')}
      />
      <TextInput
        label={t('bank.bic')}
        autoComplete="off"
        spellCheck={false}
        withAsterisk
        {...form.getInputProps('payment_account_swift')}
      />
    </>
  );
}
