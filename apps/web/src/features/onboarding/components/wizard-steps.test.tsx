import { COUNTRY_IDS } from '@acorn/contracts';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { user } from '../../../test/fixtures';
import { renderWithProviders } from '../../../test/render';
import { apiError, configuredClient, mockApi } from '../../accounts/testing/mock-api';
import { AdvisorCompanyStep } from './advisor-company-step';
import { AdvisorContactStep } from './advisor-contact-step';
import { AdvisorExpertiseStep } from './advisor-expertise-step';
import { ParticipantAddressStep } from './participant-address-step';
import { ParticipantCompanyStep } from './participant-company-step';

const list = (data: unknown[]) => () => ({
  json: { data, meta: { current_page: 1, last_page: 1, per_page: 200, total: data.length } },
});
const LISTS = {
  'GET /api/countries': list([
    { id: COUNTRY_IDS.portugal, name: 'Portugal', code: 'PT', status: 1, UE: true, calling_code: '351' },
    { id: 200, name: 'United States', code: 'US', status: 1, UE: false, calling_code: '1' },
  ]),
  'GET /api/sectors': list([{ id: 3, name: 'Automotive' }]),
  'GET /api/services': list([{ id: 5, service_name: 'Internationalisation', service_stage: 'Growth' }]),
  'GET /api/options/functions': list([{ key: 'sales', label: 'Sales', group: null }]),
};
const saved = () => ({ json: { success: 'Changes updated successfully', data: user() } });
const newcomer = user({ step: 1, name: null, company_name: null });
const next = async () => fireEvent.click(await screen.findByRole('button', { name: /Next step|Save/ }));

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the wizard steps on the form kit', () => {
  it('participant step 1: asks for the company first and sends nothing', async () => {
    const api = mockApi({ ...LISTS, 'POST /api/adduserinfo': saved });
    const onSaved = vi.fn();
    renderWithProviders(<ParticipantCompanyStep user={newcomer} onSaved={onSaved} />, {
      queryClient: configuredClient(),
    });
    await next();
    await waitFor(() =>
      expect(document.activeElement).toBe(screen.getByRole('textbox', { name: /^Company name/ })),
    );
    expect(api.paths()).not.toContain('POST /api/adduserinfo');
  });

  it("participant step 1: the phone suggests the calling code of the company's country", async () => {
    mockApi(LISTS);
    const american = user({
      ...newcomer,
      country: { id: 200, name: 'United States', code: 'US', status: 1, UE: false, calling_code: '1' },
    });
    renderWithProviders(<ParticipantCompanyStep user={american} onSaved={vi.fn()} />, {
      queryClient: configuredClient(),
    });
    const phone = await screen.findByRole('textbox', { name: /^Phone number/ });
    await waitFor(() => expect(phone.getAttribute('placeholder')).toBe('+1 …'));
  });

  it('participant step 2: a problem the server finds shows under its field, which takes the focus', async () => {
    mockApi({
      ...LISTS,
      'POST /api/adduseraddress': () => apiError('validation_failed', { fields: { city: ['maxLength255'] } }),
    });
    const onSaved = vi.fn();
    const saved = user({
      company_legal_name: 'Quinta, Lda.',
      vatnumber: 'PT501964843',
      address1: 'Rua Augusta 1',
      postal_code: '1100-053',
      city: 'Lisboa',
      country: {
        id: COUNTRY_IDS.portugal,
        name: 'Portugal',
        code: 'PT',
        status: 1,
        UE: true,
        calling_code: '351',
      },
    });
    renderWithProviders(<ParticipantAddressStep user={saved} onBack={vi.fn()} onSaved={onSaved} />, {
      queryClient: configuredClient(),
    });
    await next();
    expect(await screen.findByText('Max length allowed: 255')).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('textbox', { name: /^City/ })));
    expect(onSaved).not.toHaveBeenCalled();
  });

  it('advisor step 1: the first field in error takes the focus, the LinkedIn address is checked', async () => {
    mockApi(LISTS);
    renderWithProviders(<AdvisorContactStep user={newcomer} onSaved={vi.fn()} />, {
      queryClient: configuredClient(),
    });
    fireEvent.change(screen.getByRole('textbox', { name: /^LinkedIn/ }), {
      target: { value: 'linkedin dot com' },
    });
    await next();
    await waitFor(() =>
      expect(document.activeElement).toBe(screen.getByRole('textbox', { name: /^Contact name/ })),
    );
    expect(screen.getByText('Invalid URL')).toBeTruthy();
  });

  it('advisor step 2: an empty VAT number is asked for before anything else', async () => {
    mockApi(LISTS);
    renderWithProviders(<AdvisorCompanyStep user={newcomer} onBack={vi.fn()} onSaved={vi.fn()} />, {
      queryClient: configuredClient(),
    });
    await screen.findByRole('textbox', { name: /^VAT number/ });
    await next();
    expect(await screen.findByText('This field is required')).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByRole('textbox', { name: /^VAT number/ }));
  });

  it('advisor step 3: the bio first, then the sector and a service', async () => {
    const api = mockApi({ ...LISTS, 'POST /api/addSbaRegistrationForm3': saved });
    const onSaved = vi.fn();
    renderWithProviders(<AdvisorExpertiseStep user={newcomer} onBack={vi.fn()} onSaved={onSaved} />, {
      queryClient: configuredClient(),
    });
    await next();
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('textbox', { name: /^Bio/ })));
    fireEvent.change(screen.getByRole('textbox', { name: /^Bio/ }), {
      target: { value: 'Twenty years abroad.' },
    });
    fireEvent.click(screen.getByRole('checkbox', { name: 'Internationalisation' }));
    await next();
    await waitFor(() =>
      expect(document.activeElement).toBe(screen.getByLabelText(/^Expertise sector/, { selector: 'input' })),
    );
    expect(api.paths()).not.toContain('POST /api/addSbaRegistrationForm3');
  });
});
