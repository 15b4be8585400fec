import { advisorStep2Schema, type UserDetail } from '@acorn/contracts';
import { Collapse, Stack, Title } from '@mantine/core';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { AddressFields } from '../../../components/form/address-fields';
import { BankAccountFields } from '../../../components/form/bank-account-fields';
import { CompanyFields } from '../../../components/form/company-fields';
import { FieldGrid, FormAlert } from '../../../components/form/form-layout';
import { ListsGate } from '../../../components/form/lists-gate';
import { useSchemaForm } from '../../../components/form/use-schema-form';
import { useSubmit } from '../../../components/form/use-submit';
import { useCountries } from '../../../lib/reference-lists';
import { saveAdvisorCompany } from '../api/save-steps';
import { useVatCheck } from '../hooks/use-vat-check';
import { VatNumberField } from './vat-number-field';
import { WizardActions } from './wizard-actions';

const initialValues = (user: UserDetail) => ({
  vatnumber: user.vatnumber ?? '',
  company_legal_name: user.company_legal_name ?? '',
  payment_account_iban: user.payment_account_iban ?? '',
  payment_account_swift: user.payment_account_swift ?? '',
  address1: user.address1 ?? '',
  address2: user.address2 ?? '',
  postal_code: user.postal_code ?? '',
  state: user.state ?? '',
  city: user.city ?? '',
  country: user.country?.id ?? null,
});

interface AdvisorCompanyStepProps {
  user: UserDetail;
  onBack: () => void;
  onSaved: () => Promise<void>;
}

/**
 * Advisor step 2 'Detailed Individual/Company Information' (POST /api/addSbaRegistrationForm2):
 * the VAT number first; the legal name, bank account and billing address appear once it is valid.
 */
export function AdvisorCompanyStep({ user, onBack, onSaved }: AdvisorCompanyStepProps) {
  const { t } = useTranslation('onboarding');
  const countries = useCountries();
  const vat = useVatCheck(user.vatnumber);
  const form = useSchemaForm({
    schema: advisorStep2Schema,
    initialValues: initialValues(user),
    toInput: (values) => ({
      ...values,
      vatnumber: values.vatnumber.trim(),
      address2: values.address2.trim() || null,
      state: values.state.trim() || null,
    }),
  });
  const submit = useSubmit(form, { send: saveAdvisorCompany, onSuccess: onSaved, failure: 'inline' });
  const detailsShown = vat.state.status === 'valid';

  /** Runs the check; a valid number reveals the details, prefilled with the registered name. */
  const checkVat = async () => {
    const outcome = await vat.check(form.values.vatnumber, form.values.country);
    if (outcome?.status === 'valid' && outcome.companyName && !form.values.company_legal_name.trim()) {
      form.setFieldValue('company_legal_name', outcome.companyName);
    }
    return outcome;
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (detailsShown) return void submit.run();
    const number = form.validateField('vatnumber');
    if (number.hasError) return void submit.focusFirstError({ vatnumber: number.error });
    const outcome = await checkVat();
    if (outcome?.status === 'valid') {
      // The details have just appeared: the user fills them in before the step is sent.
      requestAnimationFrame(() => submit.focusFirstError({ company_legal_name: true }));
    } else {
      submit.focusFirstError({ vatnumber: true });
    }
  };

  return (
    <ListsGate queries={[countries]}>
      <form {...submit.formProps} onSubmit={onSubmit}>
        <Stack gap="md">
          <FormAlert>{submit.failure}</FormAlert>
          <VatNumberField
            label={t('fields.vatNumber')}
            description={t('advisor.company.vatHint')}
            buttonLabel={t('vat.validateNumber')}
            value={form.values.vatnumber}
            onChange={(value) => form.setFieldValue('vatnumber', value)}
            error={form.getInputProps('vatnumber').error}
            vat={{ ...vat, check: () => checkVat() }}
            country={form.values.country}
            required
            data-path="vatnumber"
          />
          <Collapse expanded={detailsShown}>
            {detailsShown && (
              <Stack gap="md" pt="xs">
                <CompanyFields form={form} fields={{ legalName: 'company_legal_name' }} />
                <Stack gap="md" component="section" aria-labelledby="advisor-bank-heading">
                  <Title order={3} fz="lg" id="advisor-bank-heading" mt="sm">
                    {t('advisor.company.bankHeading')}
                  </Title>
                  <FieldGrid>
                    <BankAccountFields form={form} />
                  </FieldGrid>
                </Stack>
                <Stack gap="md" component="section" aria-labelledby="advisor-billing-heading">
                  <Title order={3} fz="lg" id="advisor-billing-heading" mt="sm">
                    {t('advisor.company.billingHeading')}
                  </Title>
                  <FieldGrid>
                    <AddressFields form={form} />
                  </FieldGrid>
                </Stack>
              </Stack>
            )}
          </Collapse>
        </Stack>
        <WizardActions
          back={{ label: t('actions.prevStep'), onClick: onBack }}
          submit={{ label: t('actions.nextStep'), busyLabel: t('actions.submitting'), busy: form.submitting }}
        />
      </form>
    </ListsGate>
  );
}
