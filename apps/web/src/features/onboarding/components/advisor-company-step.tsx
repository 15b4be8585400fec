import {
  type AdvisorStep2Input,
  advisorStep2Schema,
  type UserDetail,
  VALIDATION_CODES as V,
} from '@acorn/contracts';
import { Alert, Collapse, Select, SimpleGrid, Stack, TextInput, Title } from '@mantine/core';
import type { FormErrors } from '@mantine/form';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { livePostalCodeIssue } from '../../../components/form/postal-code';
import { schemaErrors } from '../../../components/form/schema-errors';
import { fieldErrors, useErrorText, useFieldText } from '../../../lib/error-text';
import { saveAdvisorCompany } from '../api/save-steps';
import { useReferenceOptions } from '../hooks/use-reference-options';
import { useVatCheck } from '../hooks/use-vat-check';
import { useWizardForm } from '../hooks/use-wizard-form';
import { focusFirstError, toId } from '../lib/form-errors';
import { PostalCodeInput } from './postal-code-input';
import { ReferenceListsGate } from './reference-lists-gate';
import { VatNumberField } from './vat-number-field';
import { WizardActions } from './wizard-actions';

interface CompanyValues extends Record<string, unknown> {
  vatnumber: string;
  company_legal_name: string;
  payment_account_iban: string;
  payment_account_swift: string;
  address1: string;
  address2: string;
  postal_code: string;
  state: string;
  city: string;
  country: string | null;
}

const FIELDS = [
  'vatnumber',
  'company_legal_name',
  'payment_account_iban',
  'payment_account_swift',
  'address1',
  'address2',
  'postal_code',
  'state',
  'city',
  'country',
] as const;

const initialValues = (user: UserDetail): CompanyValues => ({
  vatnumber: user.vatnumber ?? '',
  company_legal_name: user.company_legal_name ?? '',
  payment_account_iban: user.payment_account_iban ?? '',
  payment_account_swift: user.payment_account_swift ?? '',
  address1: user.address1 ?? '',
  address2: user.address2 ?? '',
  postal_code: user.postal_code ?? '',
  state: user.state ?? '',
  city: user.city ?? '',
  country: user.country ? String(user.country.id) : null,
});

const toInput = (values: CompanyValues): AdvisorStep2Input => ({
  vatnumber: values.vatnumber.trim(),
  company_legal_name: values.company_legal_name,
  payment_account_iban: values.payment_account_iban,
  payment_account_swift: values.payment_account_swift,
  address1: values.address1,
  address2: values.address2.trim() || null,
  postal_code: values.postal_code,
  state: values.state.trim() || null,
  city: values.city,
  // An unset select fails the schema's id rule with 'This field is required'.
  country: toId(values.country) as number,
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
  const errorText = useErrorText();
  const fieldText = useFieldText();
  const options = useReferenceOptions();
  const vat = useVatCheck(user.vatnumber);
  const [alert, setAlert] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const form = useWizardForm<CompanyValues>(initialValues(user), (values) =>
    schemaErrors(advisorStep2Schema, toInput(values)),
  );
  const countryId = toId(form.values.country);
  const detailsShown = vat.state.status === 'valid';

  const showErrors = (errors: FormErrors) => {
    form.setErrors(errors);
    focusFirstError(errors, FIELDS);
  };

  /** Runs the check; a valid number reveals the details, prefilled with the registered name. */
  const checkVat = async () => {
    const outcome = await vat.check(form.values.vatnumber, countryId);
    if (outcome?.status === 'valid' && outcome.companyName && !form.values.company_legal_name.trim()) {
      form.setFieldValue('company_legal_name', outcome.companyName);
    }
    return outcome;
  };

  const submit = async () => {
    setAlert(null);
    if (!form.values.vatnumber.trim()) return showErrors({ vatnumber: V.required });
    if (!detailsShown) {
      const outcome = await checkVat();
      if (outcome?.status === 'valid') {
        // The details have just appeared: the user fills them in before the step is sent.
        requestAnimationFrame(() => focusFirstError({ company_legal_name: true }, FIELDS));
      } else {
        focusFirstError({ vatnumber: true }, FIELDS);
      }
      return;
    }
    const validation = form.validate();
    if (validation.hasErrors) return focusFirstError(validation.errors, FIELDS);
    setSaving(true);
    try {
      await saveAdvisorCompany(toInput(form.values));
    } catch (error) {
      setSaving(false);
      const problems = fieldErrors(error, FIELDS);
      if (Object.keys(problems).length > 0) return showErrors(problems);
      setAlert(errorText(error));
      return;
    }
    await onSaved();
    setSaving(false);
  };

  const changeCountry = (value: string | null) => {
    form.setFieldValue('country', value);
    form.clearFieldError('country');
    if (form.values.postal_code.trim()) {
      form.setFieldError('postal_code', livePostalCodeIssue(toId(value), form.values.postal_code) ?? null);
    }
  };

  return (
    <ReferenceListsGate options={options}>
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          if (!saving) void submit();
        }}
      >
        <Stack gap="md">
          {alert && (
            <Alert color="red" variant="light" role="alert" icon={<IconAlertTriangle aria-hidden />}>
              {alert}
            </Alert>
          )}
          <VatNumberField
            label={t('fields.vatNumber')}
            description={t('advisor.company.vatHint')}
            buttonLabel={t('vat.validateNumber')}
            value={form.values.vatnumber}
            onChange={(value) => {
              form.setFieldValue('vatnumber', value);
              form.clearFieldError('vatnumber');
            }}
            error={fieldText(form.errors.vatnumber)}
            vat={{ ...vat, check: () => checkVat() }}
            country={countryId}
            required
            data-path="vatnumber"
          />
          <Collapse expanded={detailsShown}>
            {detailsShown && (
              <Stack gap="md" pt="xs">
                <TextInput
                  label={t('fields.legalName')}
                  autoComplete="organization"
                  withAsterisk
                  {...form.getInputProps('company_legal_name')}
                />
                <Stack gap="md" component="section" aria-labelledby="advisor-bank-heading">
                  <Title order={3} fz="lg" id="advisor-bank-heading" mt="sm">
                    {t('advisor.company.bankHeading')}
                  </Title>
                  <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" verticalSpacing="md">
                    <TextInput
                      label={t('fields.iban')}
                      autoComplete="off"
                      spellCheck={false}
                      withAsterisk
                      {...form.getInputProps('payment_account_iban')}
                    />
                    <TextInput
                      label={t('fields.bic')}
                      autoComplete="off"
                      spellCheck={false}
                      withAsterisk
                      {...form.getInputProps('payment_account_swift')}
                    />
                  </SimpleGrid>
                </Stack>
                <Stack gap="md" component="section" aria-labelledby="advisor-billing-heading">
                  <Title order={3} fz="lg" id="advisor-billing-heading" mt="sm">
                    {t('advisor.company.billingHeading')}
                  </Title>
                  <TextInput
                    label={t('fields.address1')}
                    autoComplete="address-line1"
                    withAsterisk
                    {...form.getInputProps('address1')}
                  />
                  <TextInput
                    label={t('fields.address2')}
                    description={t('fields.optional')}
                    autoComplete="address-line2"
                    {...form.getInputProps('address2')}
                  />
                  <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" verticalSpacing="md">
                    <Select
                      label={t('fields.country')}
                      placeholder={t('fields.search')}
                      data={options.countries}
                      searchable
                      withAsterisk
                      nothingFoundMessage={t('fields.nothingFound')}
                      {...form.getInputProps('country')}
                      onChange={changeCountry}
                    />
                    <PostalCodeInput form={form} countryId={countryId} label={t('fields.postalCode')} />
                    <TextInput
                      label={t('fields.city')}
                      autoComplete="address-level2"
                      withAsterisk
                      {...form.getInputProps('city')}
                    />
                    <TextInput
                      label={t('fields.state')}
                      description={t('fields.optional')}
                      autoComplete="address-level1"
                      {...form.getInputProps('state')}
                    />
                  </SimpleGrid>
                </Stack>
              </Stack>
            )}
          </Collapse>
        </Stack>
        <WizardActions
          back={{ label: t('actions.prevStep'), onClick: onBack }}
          submit={{ label: t('actions.nextStep'), busyLabel: t('actions.submitting'), busy: saving }}
        />
      </form>
    </ReferenceListsGate>
  );
}
