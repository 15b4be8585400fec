import {
  isVatRequiredFor,
  type ParticipantStep2Input,
  participantStep2Schema,
  type UserDetail,
} from '@acorn/contracts';
import { Alert, Select, SimpleGrid, Stack, TextInput } from '@mantine/core';
import type { FormErrors } from '@mantine/form';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { livePostalCodeIssue } from '../../../components/form/postal-code';
import { schemaErrors } from '../../../components/form/schema-errors';
import { fieldErrors, useErrorText, useFieldText } from '../../../lib/error-text';
import { saveParticipantAddress } from '../api/save-steps';
import { useReferenceOptions } from '../hooks/use-reference-options';
import { useVatCheck } from '../hooks/use-vat-check';
import { useWizardForm } from '../hooks/use-wizard-form';
import { focusFirstError, toId } from '../lib/form-errors';
import { PostalCodeInput } from './postal-code-input';
import { ReferenceListsGate } from './reference-lists-gate';
import { VatNumberField } from './vat-number-field';
import { WizardActions } from './wizard-actions';

interface AddressValues extends Record<string, unknown> {
  company_legal_name: string;
  country: string | null;
  vatnumber: string;
  address1: string;
  address2: string;
  postal_code: string;
  city: string;
  state: string;
}

const FIELDS = [
  'company_legal_name',
  'country',
  'vatnumber',
  'address1',
  'address2',
  'postal_code',
  'city',
  'state',
] as const;

const initialValues = (user: UserDetail): AddressValues => ({
  company_legal_name: user.company_legal_name ?? '',
  country: user.country ? String(user.country.id) : null,
  vatnumber: user.vatnumber ?? '',
  address1: user.address1 ?? '',
  address2: user.address2 ?? '',
  postal_code: user.postal_code ?? '',
  city: user.city ?? '',
  state: user.state ?? '',
});

interface ParticipantAddressStepProps {
  user: UserDetail;
  onBack: () => void;
  onSaved: () => Promise<void>;
}

/** Participant step 2: legal name, address and (for EU members) the VAT number (POST /api/adduseraddress). */
export function ParticipantAddressStep({ user, onBack, onSaved }: ParticipantAddressStepProps) {
  const { t } = useTranslation('onboarding');
  const errorText = useErrorText();
  const fieldText = useFieldText();
  const options = useReferenceOptions();
  const vat = useVatCheck(user.vatnumber);
  const [alert, setAlert] = useState<string | null>(null);

  /** The chosen country with its EU flag; before a choice the VAT number is asked for (spec §5). */
  const vatShown = (countryValue: string | null) => {
    const id = toId(countryValue);
    return isVatRequiredFor(id === null ? null : (options.countryById.get(id) ?? id));
  };

  const toInput = (values: AddressValues): ParticipantStep2Input => ({
    company_legal_name: values.company_legal_name,
    vatnumber: vatShown(values.country) ? values.vatnumber.trim() || null : null,
    address1: values.address1,
    address2: values.address2.trim() || null,
    postal_code: values.postal_code,
    state: values.state.trim() || null,
    city: values.city,
    // An unset select fails the schema's id rule with 'This field is required'.
    country: toId(values.country) as number,
  });

  const form = useWizardForm<AddressValues>(initialValues(user), (values) =>
    schemaErrors(participantStep2Schema, toInput(values)),
  );
  const countryId = toId(form.values.country);
  const showVat = vatShown(form.values.country);

  const showErrors = (errors: FormErrors) => {
    form.setErrors(errors);
    focusFirstError(errors, FIELDS);
  };

  const submit = async (values: AddressValues) => {
    setAlert(null);
    if (showVat && vat.state.status !== 'valid') {
      const outcome = await vat.check(values.vatnumber, countryId);
      // A verdict against the number stops here; a check that could not run is left to the server.
      if (outcome && outcome.status !== 'valid') {
        focusFirstError({ vatnumber: true }, FIELDS);
        return;
      }
    }
    try {
      await saveParticipantAddress(toInput(values));
    } catch (error) {
      const problems = fieldErrors(error, FIELDS);
      if (Object.keys(problems).length > 0) return showErrors(problems);
      setAlert(errorText(error));
      return;
    }
    await onSaved();
  };

  const changeCountry = (value: string | null) => {
    form.setFieldValue('country', value);
    form.clearFieldError('country');
    // The number's country prefix may come from the country: the last verdict no longer applies.
    if (form.values.vatnumber.trim()) vat.edited(form.values.vatnumber);
    if (form.values.postal_code.trim()) {
      form.setFieldError('postal_code', livePostalCodeIssue(toId(value), form.values.postal_code) ?? null);
    }
  };

  return (
    <ReferenceListsGate options={options}>
      <form noValidate onSubmit={form.onSubmit(submit, (errors) => focusFirstError(errors, FIELDS))}>
        <Stack gap="md">
          {alert && (
            <Alert color="red" variant="light" role="alert" icon={<IconAlertTriangle aria-hidden />}>
              {alert}
            </Alert>
          )}
          <TextInput
            label={t('fields.legalName')}
            autoComplete="organization"
            withAsterisk
            {...form.getInputProps('company_legal_name')}
          />
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
          {showVat && (
            <VatNumberField
              label={t('fields.vatNumber')}
              description={t('fields.vatNumberHint')}
              buttonLabel={t('vat.validate')}
              value={form.values.vatnumber}
              onChange={(value) => {
                form.setFieldValue('vatnumber', value);
                form.clearFieldError('vatnumber');
              }}
              error={fieldText(form.errors.vatnumber)}
              vat={vat}
              country={countryId}
              checkOnBlur
              required
              data-path="vatnumber"
            />
          )}
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
            <PostalCodeInput form={form} countryId={countryId} label={t('fields.postalCode')} />
            <TextInput
              label={t('fields.city')}
              autoComplete="address-level2"
              withAsterisk
              {...form.getInputProps('city')}
            />
          </SimpleGrid>
          <TextInput
            label={t('fields.state')}
            description={t('fields.optional')}
            autoComplete="address-level1"
            {...form.getInputProps('state')}
          />
        </Stack>
        <WizardActions
          back={{ label: t('actions.back'), onClick: onBack }}
          submit={{ label: t('actions.nextStep'), busyLabel: t('actions.submitting'), busy: form.submitting }}
        />
      </form>
    </ReferenceListsGate>
  );
}
