import { COUNTRY_IDS, type Country, idRefSchema, postalCodeCheck, requiredText } from '@acorn/contracts';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { z } from 'zod/mini';
import { createQueryClient } from '../../lib/query-client';
import { countriesQueryOptions } from '../../lib/reference-lists';
import { renderWithProviders } from '../../test/render';
import { AddressFields } from './address-fields';
import { FieldGrid } from './form-layout';
import { useSchemaForm } from './use-schema-form';
import { useSubmit } from './use-submit';

const COUNTRIES: Country[] = [
  { id: COUNTRY_IDS.portugal, name: 'Portugal', code: 'PT', status: 1, UE: true, calling_code: '351' },
  { id: COUNTRY_IDS.spain, name: 'Spain', code: 'ES', status: 1, UE: true, calling_code: '34' },
];

const addressSchema = z
  .object({
    address1: requiredText(),
    postal_code: requiredText(40),
    city: requiredText(),
    country: idRefSchema,
  })
  .check(postalCodeCheck);

function AddressForm({ country }: { country: number | null }) {
  const form = useSchemaForm({
    schema: addressSchema,
    initialValues: {
      address1: 'Rua Augusta 1',
      address2: '',
      postal_code: '',
      city: 'Lisboa',
      state: '',
      country,
    },
  });
  const submit = useSubmit(form, { send: async () => undefined });
  return (
    <form {...submit.formProps}>
      <FieldGrid>
        <AddressFields form={form} />
      </FieldGrid>
      <button type="submit">Save</button>
    </form>
  );
}

function renderAddress(country: number | null) {
  const queryClient = createQueryClient();
  queryClient.setQueryData(countriesQueryOptions('en').queryKey, COUNTRIES);
  renderWithProviders(<AddressForm country={country} />, { queryClient });
  return screen.getByRole('textbox', { name: /^Postal code/ });
}

describe('AddressFields', () => {
  it('describes the country’s postal code format and checks it as the code is typed', async () => {
    const postalCode = renderAddress(COUNTRY_IDS.portugal);
    expect(screen.getByText('Portugal: four digits, a dash and three digits, e.g. 1000-001.')).toBeTruthy();
    fireEvent.change(postalCode, { target: { value: '1000' } });
    expect(await screen.findByText('Invalid postal code format')).toBeTruthy();
    fireEvent.change(postalCode, { target: { value: '1000-001' } });
    await waitFor(() => expect(screen.queryByText('Invalid postal code format')).toBeNull());
    // An emptied field waits for the submit, which asks for it.
    fireEvent.change(postalCode, { target: { value: '' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('This field is required')).toBeTruthy();
    expect(document.activeElement).toBe(postalCode);
  });

  it('has no format where the country sets none', async () => {
    const postalCode = renderAddress(null);
    fireEvent.change(postalCode, { target: { value: '1000' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    // Only the missing country is reported.
    expect(await screen.findByText('This field is required')).toBeTruthy();
    expect(screen.queryByText('Invalid postal code format')).toBeNull();
  });
});
