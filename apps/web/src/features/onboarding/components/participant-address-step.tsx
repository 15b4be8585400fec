import { isVatRequiredFor, participantStep2Schema, type UserDetail } from '@acorn/contracts';
import { Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { AddressFields } from '../../../components/form/address-fields';
import { CompanyFields } from '../../../components/form/company-fields';
import { FieldGrid, FormAlert } from '../../../components/form/form-layout';
import { ListsGate } from '../../../components/form/lists-gate';
import { useSchemaForm } from '../../../components/form/use-schema-form';
import { useSubmit } from '../../../components/form/use-submit';
import { useCountries } from '../../../lib/reference-lists';
import { saveParticipantAddress } from '../api/save-steps';
import { useVatCheck } from '../hooks/use-vat-check';
import { VatNumberField } from './vat-number-field';
import { WizardActions } from './wizard-actions';

const initialValues = (user: UserDetail) => ({
  company_legal_name: user.company_legal_name ?? '',
  address1: user.address1 ?? '',
  address2: user.address2 ?? '',
  postal_code: user.postal_code ?? '',
  city: user.city ?? '',
  state: user.state ?? '',
  country: user.country?.id ?? null,
  vatnumber: user.vatnumber ?? '',
});

interface ParticipantAddressStepProps {
  user: UserDetail;
  onBack: () => void;
  onSaved: () => Promise<void>;
}

/** Participant step 2: legal name, address and (for EU members) the VAT number (POST /api/adduseraddress). */
export function ParticipantAddressStep({ user, onBack, onSaved }: ParticipantAddressStepProps) {
  const { t } = useTranslation('onboarding');
  const countries = useCountries();
  const vat = useVatCheck(user.vatnumber);

  /** The chosen country with its EU flag; before a choice the VAT number is asked for (spec §5). */
  const vatShown = (country: number | null) =>
    isVatRequiredFor(
      country === null ? null : (countries.data?.find((item) => item.id === country) ?? country),
    );

  const form = useSchemaForm({
    schema: participantStep2Schema,
    initialValues: initialValues(user),
    toInput: (values) => ({
      ...values,
      vatnumber: vatShown(values.country) ? values.vatnumber.trim() || null : null,
      address2: values.address2.trim() || null,
      state: values.state.trim() || null,
    }),
  });
  const showVat = vatShown(form.values.country);
  const submit = useSubmit(form, {
    send: saveParticipantAddress,
    onSuccess: onSaved,
    // A verdict against the number stops the save; a check that could not run is left to the server.
    beforeSend: async (input, values) => {
      if (!input.vatnumber || vat.state.status === 'valid') return true;
      const outcome = await vat.check(input.vatnumber, values.country);
      if (!outcome || outcome.status === 'valid') return true;
      submit.focusFirstError({ vatnumber: outcome.status });
      return false;
    },
    failure: 'inline',
  });

  return (
    <ListsGate queries={[countries]}>
      <form {...submit.formProps}>
        <Stack gap="md">
          <FormAlert>{submit.failure}</FormAlert>
          <CompanyFields form={form} fields={{ legalName: 'company_legal_name' }} />
          <FieldGrid>
            <AddressFields
              form={form}
              // The number's country prefix may come from the country: the last verdict no longer applies.
              onCountryChange={() => {
                if (form.values.vatnumber.trim()) vat.edited(form.values.vatnumber);
              }}
            />
          </FieldGrid>
          {showVat && (
            <VatNumberField
              label={t('fields.vatNumber')}
              description={t('fields.vatNumberHint')}
              buttonLabel={t('vat.validate')}
              value={form.values.vatnumber}
              onChange={(value) => form.setFieldValue('vatnumber', value)}
              error={form.getInputProps('vatnumber').error}
              vat={vat}
              country={form.values.country}
              checkOnBlur
              required
              data-path="vatnumber"
            />
          )}
        </Stack>
        <WizardActions
          back={{ label: t('actions.back'), onClick: onBack }}
          submit={{ label: t('actions.nextStep'), busyLabel: t('actions.submitting'), busy: form.submitting }}
        />
      </form>
    </ListsGate>
  );
}
