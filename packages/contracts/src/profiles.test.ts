import { describe, expect, it } from 'vitest';
import { ABOUT_COMPANY_MAX_LENGTH, contactInformationSchema } from './profiles';
import { VALIDATION_CODES as V } from './validation';

const contact = (about_company: string) => ({
  headline: 'Family estate since 1921',
  about_company,
  contact_name: 'Maria Silva',
  contact_email: 'maria@quinta.example',
  contact_phone: '+351 912 345 678',
  contact_job_function: 'General Management',
});

describe('contactInformationSchema', () => {
  it('takes an about text up to the 2000 characters its message states, and no more', () => {
    expect(ABOUT_COMPANY_MAX_LENGTH).toBe(2000);
    expect(contactInformationSchema.safeParse(contact('a'.repeat(2000))).success).toBe(true);
    for (const length of [2001, 3000]) {
      const result = contactInformationSchema.safeParse(contact('a'.repeat(length)));
      expect(result.error?.issues).toEqual([
        expect.objectContaining({ path: ['about_company'], message: V.maxLength2000 }),
      ]);
    }
  });
});
