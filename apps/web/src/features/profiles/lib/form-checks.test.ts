import { COUNTRY_IDS, type OwnProfile } from '@acorn/contracts';
import { describe, expect, it } from 'vitest';
import { schemaFormErrors } from '../../../components/form/use-schema-form';
import {
  type AdvisorFormValues,
  advisorFormCheck,
  advisorFormValues,
  type CompanyFormValues,
  type ContactFormValues,
  companyFormCheck,
  companyFormValues,
  contactFormCheck,
  contactFormValues,
  contactPayload,
  type MainFormValues,
  mainFormCheck,
  mainFormValues,
  mainPayload,
} from './form-values';

const profile: OwnProfile = {
  id: 7,
  cb_roles_id: 1,
  email: 'signin@quinta.example',
  subscription: { id: 2, name: 'Silver' },
  is_seller: true,
  pomservicesseller: false,
  services: [{ id: 3, service_name: 'Export strategy' }],
  expertises: [{ id: 4, name: 'Food & Beverage' }],
  countries_of_operation: [{ id: COUNTRY_IDS.portugal, name: 'Portugal' }],
  name: 'Inês Duarte',
  personal_email: null,
  job_function: 'General Management',
  country_code: '+351',
  phone: '912 345 678',
  personal_linkedin: 'https://www.linkedin.com/in/ines',
  personal_facebook: null,
  personal_twitter: null,
  personal_instagram: null,
  personal_youtube: null,
  personal_website: null,
  personal_online_presence: [],
  company_name: 'Quinta Azul',
  company_email: 'geral@quinta-azul.example',
  company_phone: '+351 212 000 000',
  company_logo: null,
  brochure: null,
  financial_report: null,
  company_sector: { id: 4, name: 'Food & Beverage' },
  vatnumber: 'PT501964843',
  company_legal_name: 'Quinta Azul, Lda.',
  last_year_turnover: '2-10',
  no_of_emplyees: '11-50',
  address1: 'Rua das Flores 10',
  address2: null,
  postal_code: '1200-195',
  state: null,
  city: 'Lisboa',
  country: { id: COUNTRY_IDS.portugal, name: 'Portugal', UE: true },
  linkedin: null,
  facebook: null,
  youtube: null,
  instagram: null,
  twitter: null,
  website: null,
  online_presence: [],
  headline: 'Organic wines from the Tejo valley',
  about_company: null,
  contact_name: 'Rui Costa',
  contact_email: 'rui@quinta-azul.example',
  contact_phone: '+351 934 000 000',
  contact_job_function: 'Sales',
  contact_another_information: [],
  company_another_email: 'outro@quinta-azul.example',
  company_another_phone: null,
  company_another_address: null,
  company_email_share_status: true,
  company_phone_share_status: false,
  company_address_share_status: true,
  bio: null,
  photo: null,
  cv: null,
  certificado: null,
  payment_account_iban: null,
  payment_account_swift: null,
  hide_identity: false,
  accept_rgpd: true,
};

// What each form shows when it is sent: the contracts schema on its body, and its own rules.
const validateMainForm = (values: MainFormValues) => schemaFormErrors(mainFormCheck, values);
const validateCompanyForm = (values: CompanyFormValues) => schemaFormErrors(companyFormCheck, values);
const validateContactForm = (values: ContactFormValues) =>
  schemaFormErrors(contactFormCheck(profile), values);
const validateAdvisorForm = (values: AdvisorFormValues) => schemaFormErrors(advisorFormCheck, values);

describe('main profile form', () => {
  const values = mainFormValues(profile);

  it('accepts the saved profile and uses the sign-in e-mail until a contact e-mail is saved', () => {
    expect(values.email).toBe('signin@quinta.example');
    expect(validateMainForm(values)).toEqual({});
  });

  it('needs a LinkedIn address for LinkedIn and a Facebook one for Facebook', () => {
    expect(validateMainForm({ ...values, personal_linkedin: 'https://example.com/in/ines' })).toEqual({
      personal_linkedin: 'linkedinInvalid',
    });
    expect(validateMainForm({ ...values, personal_linkedin: 'linkedin.com/in/ines' })).toEqual({
      personal_linkedin: 'linkedinInvalid',
    });
    expect(validateMainForm({ ...values, personal_linkedin: 'https://pt.linkedin.com/in/ines' })).toEqual({});
    expect(validateMainForm({ ...values, personal_facebook: 'https://face.book.example/ines' })).toEqual({
      personal_facebook: 'facebookInvalid',
    });
    for (const facebook of ['https://www.facebook.com/ines', 'https://fb.com/ines', 'https://fb.me/ines']) {
      expect(validateMainForm({ ...values, personal_facebook: facebook })).toEqual({});
    }
  });

  it('needs services from sellers only, and sends none for others', () => {
    expect(validateMainForm({ ...values, services: [] })).toEqual({ services: 'required' });
    // Even while another field is wrong, the seller rule shows.
    expect(validateMainForm({ ...values, services: [], name: '' })).toEqual({
      services: 'required',
      name: 'required',
    });
    const buyer = { ...values, is_seller: false, services: [] };
    expect(validateMainForm(buyer)).toEqual({});
    expect(mainPayload({ ...values, is_seller: false })).toMatchObject({ services: [], expertises: [] });
  });

  it('does not limit the sectors to three (the hint only suggests it)', () => {
    expect(validateMainForm({ ...values, expertises: [1, 2, 3, 4, 5] })).toEqual({});
  });

  it('checks the contact fields and the extra links at their rows', () => {
    expect(
      validateMainForm({
        ...values,
        email: 'nope',
        phone: '+',
        personal_online_presence: [
          { level: '', value: '' },
          { level: 'Blog', value: 'blog' },
        ],
      }),
    ).toEqual({
      email: 'emailInvalid',
      phone: 'required',
      'personal_online_presence.1.value': 'urlInvalid',
    });
  });
});

describe('company information form', () => {
  const values = companyFormValues(profile);

  it('accepts the saved company and asks for every required field', () => {
    expect(validateCompanyForm(values)).toEqual({});
    const errors = validateCompanyForm({
      ...values,
      company_name: '',
      company_email: '',
      company_phone: '+',
      company_sector: null,
      company_legal_name: '',
      last_year_turnover: null,
      no_of_emplyees: null,
      country_of_operation: [],
      address1: '',
      postal_code: '',
      city: '',
      country: null,
    });
    expect(Object.keys(errors).sort()).toEqual(
      [
        'address1',
        'city',
        'company_email',
        'company_legal_name',
        'company_name',
        'company_phone',
        'company_sector',
        'country',
        'country_of_operation',
        'last_year_turnover',
        'no_of_emplyees',
        'postal_code',
      ].sort(),
    );
  });

  it('applies the Portuguese and Spanish postal code rules even while other fields are wrong', () => {
    const broken = { ...values, company_name: '' };
    expect(validateCompanyForm({ ...broken, postal_code: '1200195' }).postal_code).toBe('postalCodeInvalid');
    expect(validateCompanyForm({ ...values, postal_code: '1200-195' }).postal_code).toBeUndefined();
    const spain = { ...values, country: COUNTRY_IDS.spain };
    expect(validateCompanyForm({ ...spain, postal_code: '00123' }).postal_code).toBe('postalCodeInvalid');
    expect(validateCompanyForm({ ...spain, postal_code: '2800' }).postal_code).toBe('postalCodeInvalid');
    expect(validateCompanyForm({ ...spain, postal_code: '28001' }).postal_code).toBeUndefined();
    expect(
      validateCompanyForm({ ...values, country: 75, postal_code: 'SW1A 1AA' }).postal_code,
    ).toBeUndefined();
  });

  it('checks the company links and keeps at least one row', () => {
    expect(values.online_presence).toEqual([{ level: '', value: '' }]);
    expect(validateCompanyForm({ ...values, website: 'www.quinta.pt' })).toEqual({ website: 'urlInvalid' });
  });
});

describe('contact information form', () => {
  const values = contactFormValues(profile);

  it('limits the headline to 120 characters', () => {
    expect(validateContactForm(values)).toEqual({});
    expect(validateContactForm({ ...values, headline: 'x'.repeat(120) })).toEqual({});
    expect(validateContactForm({ ...values, headline: 'x'.repeat(121) })).toEqual({
      headline: 'maxLength120',
    });
    expect(validateContactForm({ ...values, headline: '  ' })).toEqual({
      headline: 'required',
    });
  });

  it('checks each extra contact', () => {
    expect(
      validateContactForm({
        ...values,
        contact_another_information: [
          { another_name: '', another_job_function: 'Sales', another_email: 'bad', another_phone: '+' },
        ],
      }),
    ).toEqual({
      'contact_another_information.0.another_name': 'required',
      'contact_another_information.0.another_email': 'emailInvalid',
      'contact_another_information.0.another_phone': 'required',
    });
  });

  it('sends the hidden contacts and sharing flags back as saved', () => {
    expect(contactPayload(values, profile)).toMatchObject({
      headline: 'Organic wines from the Tejo valley',
      headlines: 'Organic wines from the Tejo valley',
      company_another_email: 'outro@quinta-azul.example',
      company_email_share_status: true,
      company_phone_share_status: false,
      company_address_share_status: true,
    });
  });
});

describe('advisor profile form', () => {
  const values = {
    ...advisorFormValues({ ...profile, cb_roles_id: 2 }),
    linkedin: 'https://www.linkedin.com/in/rita',
    payment_account_iban: 'PT50 0002 0123 1234 5678 9015 4',
    payment_account_swift: 'cgdiptpl',
    services: [3],
  };

  it('accepts a complete profile', () => {
    expect(validateAdvisorForm(values)).toEqual({});
  });

  it('requires LinkedIn, a sector, a service and a valid IBAN and BIC/SWIFT', () => {
    expect(
      validateAdvisorForm({
        ...values,
        linkedin: '',
        company_sector: null,
        services: [],
        payment_account_iban: 'PT50 0000',
        payment_account_swift: '12',
      }),
    ).toEqual({
      linkedin: 'required',
      company_sector: 'required',
      services: 'required',
      payment_account_iban: 'ibanInvalid',
      payment_account_swift: 'bicInvalid',
    });
  });

  it('keeps the bio and the other links optional', () => {
    expect(validateAdvisorForm({ ...values, bio: '', facebook: '', website: '' })).toEqual({});
    expect(validateAdvisorForm({ ...values, website: 'site' })).toEqual({ website: 'urlInvalid' });
  });
});
