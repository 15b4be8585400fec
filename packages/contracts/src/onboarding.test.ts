import { describe, expect, it } from 'vitest';
import { isValidUrl } from './fields';
import { dataUrlMediaType } from './files';
import {
  advisorStep1Schema,
  advisorStep2Schema,
  advisorStep3Schema,
  COUNTRY_IDS,
  participantStep1Schema,
  participantStep2Schema,
  postalCodeIssue,
} from './onboarding';

const messages = (result: {
  success: boolean;
  error?: { issues: { path: PropertyKey[]; message: string }[] };
}) => Object.fromEntries((result.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]));

describe('postalCodeIssue', () => {
  it.each([
    [COUNTRY_IDS.portugal, '1000-001', undefined],
    [COUNTRY_IDS.portugal, ' 4050-262 ', undefined],
    [COUNTRY_IDS.portugal, '1000 001', 'postalCodeInvalid'],
    [COUNTRY_IDS.portugal, '10000-01', 'postalCodeInvalid'],
    [COUNTRY_IDS.spain, '28001', undefined],
    [COUNTRY_IDS.spain, '52080', undefined],
    [COUNTRY_IDS.spain, '00001', 'postalCodeInvalid'],
    [COUNTRY_IDS.spain, '53000', 'postalCodeInvalid'],
    [COUNTRY_IDS.spain, '99999', 'postalCodeInvalid'],
    [COUNTRY_IDS.spain, '2800A', 'postalCodeInvalid'],
    [71, 'anything 12', undefined],
    [null, 'X', undefined],
    [COUNTRY_IDS.portugal, '', 'required'],
    [71, '   ', 'required'],
  ])('country %s, %j -> %s', (country, code, issue) => {
    expect(postalCodeIssue(country, code)).toBe(issue);
  });
});

describe('isValidUrl', () => {
  it.each([
    'https://www.linkedin.com/in/rita',
    'http://example.pt',
    'https://sub.example.museum/path?q=1#top',
    'HTTPS://EXAMPLE.COM',
    'https://example.com:8443/x',
  ])('accepts %s', (url) => expect(isValidUrl(url)).toBe(true));

  it.each([
    'www.example.com',
    'ftp://example.com',
    'https://localhost',
    'https://example.c',
    'https://example.abcdefg',
    'https://127.0.0.1/',
    'https://user:pass@example.com',
    'https://exa mple.com',
    'javascript:alert(1)',
    '',
  ])('refuses %s', (url) => expect(isValidUrl(url)).toBe(false));
});

describe('participantStep1Schema', () => {
  const base = {
    is_seller: 1,
    services: [{ id: 3, service_name: 'Export' }, '4', 3],
    company_name: ' Quinta ',
    company_sector: { id: 2, name: 'Food' },
    country_of_operation: [{ id: 152, name: 'Portugal' }, 179],
    first_name: 'Marta',
    job_function: 'CEO',
    phone: '+351 900',
  };

  it('normalizes references to ids and drops unknown fields', () => {
    const parsed = participantStep1Schema.parse({ ...base, user_id: 1, step: 4 });
    expect(parsed).toEqual({
      is_seller: true,
      services: [3, 4],
      company_name: 'Quinta',
      company_sector: 2,
      country_of_operation: [152, 179],
      first_name: 'Marta',
      job_function: 'CEO',
      phone: '+351 900',
      code: null,
    });
  });

  it('needs services from sellers only', () => {
    expect(messages(participantStep1Schema.safeParse({ ...base, services: [] }))).toEqual({
      services: 'required',
    });
    expect(participantStep1Schema.safeParse({ ...base, is_seller: false, services: [] }).success).toBe(true);
  });
});

describe('participantStep2Schema', () => {
  const base = {
    company_legal_name: 'Quinta, Lda.',
    vatnumber: 'PT501964843',
    address1: 'Rua 1',
    postal_code: '4050-262',
    city: 'Porto',
    country: { id: 152, name: 'Portugal', UE: true },
  };

  it('reports every broken rule at once', () => {
    expect(
      messages(participantStep2Schema.safeParse({ ...base, vatnumber: '', postal_code: '4050262' })),
    ).toEqual({
      postal_code: 'postalCodeInvalid',
      vatnumber: 'required',
    });
  });

  it('leaves the VAT number optional outside the EU', () => {
    const parsed = participantStep2Schema.parse({ ...base, vatnumber: null, country: 200, address2: '' });
    expect(parsed).toMatchObject({ vatnumber: null, country: 200, address2: null, state: null });
  });
});

describe('advisor schemas', () => {
  it('form 1 requires linkedin and checks the other links', () => {
    const result = advisorStep1Schema.safeParse({
      first_name: 'Rita',
      job_function: 'Advisor',
      phone: '+3519',
      linkedin: '',
      website: 'example.com',
      facebook: '',
    });
    expect(messages(result)).toEqual({ linkedin: 'required', website: 'urlInvalid' });
  });

  it('form 2 keeps the IBAN in electronic format and the BIC in capitals', () => {
    const parsed = advisorStep2Schema.parse({
      vatnumber: 'PT501964843',
      company_legal_name: 'Rita Lda',
      payment_account_iban: 'pt50 0002 0123 1234 5678 9015 4',
      payment_account_swift: 'bcomptpl',
      address1: 'Rua 1',
      postal_code: '1100-148',
      city: 'Lisboa',
      country: '152',
    });
    expect(parsed).toMatchObject({
      payment_account_iban: 'PT50000201231234567890154',
      payment_account_swift: 'BCOMPTPL',
      country: 152,
    });
  });

  it('form 3 accepts PNG/JPEG photos and PDF CVs as data URLs only', () => {
    const base = { bio: 'Bio', company_sector: [5], services: [1] };
    expect(advisorStep3Schema.parse({ ...base, photo: '/uploads/x.png' }).photo).toBeNull();
    expect(
      messages(
        advisorStep3Schema.safeParse({
          ...base,
          photo: 'data:image/gif;base64,R0lG',
          cv: 'data:text/html;base64,PGh0bWw+',
        }),
      ),
    ).toEqual({ photo: 'imageOnly', cv: 'imageOrPdfOnly' });
    const ok = advisorStep3Schema.parse({
      ...base,
      photo: 'data:image/jpg;base64,/9j/',
      cv: 'data:application/pdf;base64,JVBERi0=',
    });
    expect(ok).toMatchObject({ company_sector: 5, services: [1] });
  });

  it('reads the media type of a data URL', () => {
    expect(dataUrlMediaType('data:image/png;base64,iVBOR')).toBe('image/png');
    expect(dataUrlMediaType('data:Application/PDF;name=cv.pdf;base64,JVBE')).toBe('application/pdf');
    expect(dataUrlMediaType('data:image/png,raw')).toBeUndefined();
    expect(dataUrlMediaType('https://example.com/x.png')).toBeUndefined();
  });
});
