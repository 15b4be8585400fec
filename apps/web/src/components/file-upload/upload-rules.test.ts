import { UPLOAD_LIMITS } from '@acorn/contracts';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../lib/api-client';
import { createTestI18n } from '../../test/render';
import { acceptAttribute, claimedType, uploadFailureText, uploadIssue } from './upload-rules';

const file = (name: string, type: string, size = 1000) => ({ name, type, size });

describe('upload type and size checks', () => {
  it('takes PNG and JPEG images only where an image is asked for', () => {
    expect(uploadIssue(file('logo.png', 'image/png'), 'image')).toBeUndefined();
    expect(uploadIssue(file('logo.jpg', 'image/jpeg'), 'image')).toBeUndefined();
    expect(uploadIssue(file('logo.jpg', 'image/jpg'), 'image')).toBeUndefined();
    expect(uploadIssue(file('logo.gif', 'image/gif'), 'image')).toBe('imageOnly');
    expect(uploadIssue(file('cv.pdf', 'application/pdf'), 'image')).toBe('imageOnly');
    expect(uploadIssue(file('logo.svg', 'image/svg+xml'), 'image')).toBe('imageOnly');
  });

  it('takes images or PDF where a document is asked for', () => {
    expect(uploadIssue(file('cv.pdf', 'application/pdf'), 'image-or-pdf')).toBeUndefined();
    expect(uploadIssue(file('cv.png', 'image/png'), 'image-or-pdf')).toBeUndefined();
    expect(uploadIssue(file('cv.docx', 'application/msword'), 'image-or-pdf')).toBe('imageOrPdfOnly');
    // The awards and certificates editor words the same refusal its own way (spec §5).
    expect(uploadIssue(file('award.gif', 'image/gif'), 'image-or-pdf', undefined, 'credentialFileOnly')).toBe(
      'credentialFileOnly',
    );
  });

  it('guesses the type from the name when the browser reports none', () => {
    expect(claimedType(file('photo.JPEG', ''))).toBe('image/jpeg');
    expect(uploadIssue(file('cv.pdf', ''), 'image-or-pdf')).toBeUndefined();
    expect(uploadIssue(file('notes.txt', ''), 'image')).toBe('imageOnly');
  });

  it('refuses files over the limit of their type', () => {
    expect(uploadIssue(file('big.png', 'image/png', UPLOAD_LIMITS.imageMaxBytes), 'image')).toBeUndefined();
    expect(uploadIssue(file('big.png', 'image/png', UPLOAD_LIMITS.imageMaxBytes + 1), 'image')).toBe(
      'fileTooLarge',
    );
    expect(
      uploadIssue(file('big.pdf', 'application/pdf', UPLOAD_LIMITS.imageMaxBytes + 1), 'image-or-pdf'),
    ).toBeUndefined();
    expect(uploadIssue(file('small.png', 'image/png', 2000), 'image', 1000)).toBe('fileTooLarge');
  });

  it('tells the file picker what to offer', () => {
    expect(acceptAttribute('image')).toBe('image/png,image/jpeg');
    expect(acceptAttribute('image-or-pdf')).toBe('image/png,image/jpeg,application/pdf');
  });
});

describe('upload failures', () => {
  const t = createTestI18n().getFixedT('en');
  const failure = (status: number, body: Omit<ConstructorParameters<typeof ApiError>[0], 'status'>) =>
    uploadFailureText(t, new ApiError({ status, ...body }));

  it("words the server's refusal by its code", () => {
    expect(
      failure(422, {
        code: 'unsupported_file_type',
        message: 'Only image can be uploaded',
        errorCodes: { file: ['imageOnly'] },
      }),
    ).toBe('Only image can be uploaded');
    expect(
      failure(422, {
        code: 'validation_failed',
        message: 'The given data was invalid',
        errorCodes: { file: ['required'] },
      }),
    ).toBe('This field is required');
    expect(failure(400, { code: 'bad_request', message: 'The request could not be understood' })).toBe(
      'The request could not be understood',
    );
    expect(
      failure(429, {
        code: 'upload_quota_exceeded',
        message: 'You have uploaded too many files today. Please try again tomorrow.',
      }),
    ).toBe('You have uploaded too many files today. Please try again tomorrow.');
  });

  it("says 'The file size is too large' when the server refuses the size", () => {
    expect(failure(413, { code: 'file_too_large', message: 'The file size is too large' })).toBe(
      'The file size is too large',
    );
  });

  it("falls back to 'Unknown error'", () => {
    expect(uploadFailureText(t, new Error('boom'))).toBe('Unknown error');
    expect(failure(0, { code: 'network_error', message: 'Network error' })).toBe('Unknown error');
    expect(failure(502, { code: 'http_502', message: 'Bad Gateway' })).toBe('Unknown error');
    expect(failure(409, { code: 'something_new', message: 'A newer server said no' })).toBe('Unknown error');
  });
});
