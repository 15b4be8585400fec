import {
  COUNTRY_IDS,
  contactInformationSchema,
  participantStep2Schema,
  registerInputSchema,
  VALIDATION_CODES as V,
} from '@acorn/contracts';
import { describe, expect, it } from 'vitest';
import { z } from 'zod/mini';
import { schemaErrors } from './schema-errors';

const contact = {
  headline: 'Family estate since 1921',
  contact_name: 'Maria Silva',
  contact_email: 'maria@quinta.example',
  contact_phone: '+351 912 345 678',
  contact_job_function: 'General Management',
};

describe('schemaErrors (the kit’s resolver)', () => {
  it('gives the validation code of each field by its path, rows of lists included', () => {
    expect(
      schemaErrors(contactInformationSchema, {
        ...contact,
        contact_email: 'nope',
        contact_another_information: [
          {
            another_name: 'Rui',
            another_job_function: 'Sales',
            another_email: 'rui@quinta.example',
            another_phone: '+351 1',
          },
          { another_name: '', another_job_function: 'Sales', another_email: 'bad', another_phone: '+' },
        ],
      }),
    ).toEqual({
      contact_email: V.emailInvalid,
      'contact_another_information.1.another_name': V.required,
      'contact_another_information.1.another_email': V.emailInvalid,
      'contact_another_information.1.another_phone': V.required,
    });
  });

  it('keeps the first problem of a field and calls a rule without a code `invalid`', () => {
    const schema = z.object({
      email: z.email(V.emailInvalid),
      name: z.string().check(z.minLength(2), z.maxLength(1)),
    });
    expect(schemaErrors(schema, { email: 'nope', name: 'abc' })).toEqual({
      email: V.emailInvalid,
      name: 'invalid',
    });
  });

  it('reports the checks across fields together with the other problems', () => {
    expect(
      schemaErrors(registerInputSchema, {
        email: 'bad',
        password: 'short',
        c_password: 'shorter',
        acceptedTerms: false,
      }),
    ).toEqual({
      email: V.loginEmailInvalid,
      password: V.passwordRule,
      c_password: V.passwordMismatch,
      acceptedTerms: V.termsRequired,
    });
    expect(
      schemaErrors(participantStep2Schema, {
        company_legal_name: '',
        vatnumber: '',
        address1: 'Rua Augusta 1',
        postal_code: '1000',
        city: 'Lisboa',
        country: COUNTRY_IDS.portugal,
      }),
    ).toEqual({ company_legal_name: V.required, postal_code: V.postalCodeInvalid, vatnumber: V.required });
  });

  it('has nothing to say about a valid payload', () => {
    expect(schemaErrors(contactInformationSchema, contact)).toEqual({});
  });
});
