import { UPLOAD_LIMITS } from '@acorn/contracts';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../lib/api-client';
import { acceptAttribute, claimedType, uploadFailureMessage, uploadIssue } from './upload-rules';

const file = (name: string, type: string, size = 1000) => ({ name, type, size });

describe('upload type and size checks', () => {
  it('takes PNG and JPEG images only where an image is asked for', () => {
    expect(uploadIssue(file('logo.png', 'image/png'), 'image')).toBeUndefined();
    expect(uploadIssue(file('logo.jpg', 'image/jpeg'), 'image')).toBeUndefined();
    expect(uploadIssue(file('logo.jpg', 'image/jpg'), 'image')).toBeUndefined();
    expect(uploadIssue(file('logo.gif', 'image/gif'), 'image')).toBe('Only image can be uploaded');
    expect(uploadIssue(file('cv.pdf', 'application/pdf'), 'image')).toBe('Only image can be uploaded');
    expect(uploadIssue(file('logo.svg', 'image/svg+xml'), 'image')).toBe('Only image can be uploaded');
  });

  it('takes images or PDF where a document is asked for', () => {
    expect(uploadIssue(file('cv.pdf', 'application/pdf'), 'image-or-pdf')).toBeUndefined();
    expect(uploadIssue(file('cv.png', 'image/png'), 'image-or-pdf')).toBeUndefined();
    expect(uploadIssue(file('cv.docx', 'application/msword'), 'image-or-pdf')).toBe(
      'Only image or pdf can be uploaded',
    );
  });

  it('guesses the type from the name when the browser reports none', () => {
    expect(claimedType(file('photo.JPEG', ''))).toBe('image/jpeg');
    expect(uploadIssue(file('cv.pdf', ''), 'image-or-pdf')).toBeUndefined();
    expect(uploadIssue(file('notes.txt', ''), 'image')).toBe('Only image can be uploaded');
  });

  it('refuses files over the limit of their type', () => {
    expect(uploadIssue(file('big.png', 'image/png', UPLOAD_LIMITS.imageMaxBytes), 'image')).toBeUndefined();
    expect(uploadIssue(file('big.png', 'image/png', UPLOAD_LIMITS.imageMaxBytes + 1), 'image')).toBe(
      'The file size is too large',
    );
    expect(
      uploadIssue(file('big.pdf', 'application/pdf', UPLOAD_LIMITS.imageMaxBytes + 1), 'image-or-pdf'),
    ).toBeUndefined();
    expect(uploadIssue(file('small.png', 'image/png', 2000), 'image', 1000)).toBe(
      'The file size is too large',
    );
  });

  it('tells the file picker what to offer', () => {
    expect(acceptAttribute('image')).toBe('image/png,image/jpeg');
    expect(acceptAttribute('image-or-pdf')).toBe('image/png,image/jpeg,application/pdf');
  });
});

describe('upload failures', () => {
  const apiError = (status: number, extra: Partial<ConstructorParameters<typeof ApiError>[0]> = {}) =>
    new ApiError({ status, code: 'validation_failed', message: 'The data is not valid', ...extra });

  it("shows the server's message about the file", () => {
    expect(uploadFailureMessage(apiError(422, { errors: { file: ['Only image can be uploaded'] } }))).toBe(
      'Only image can be uploaded',
    );
    expect(
      uploadFailureMessage(
        apiError(400, { code: 'bad_request', message: 'The request could not be understood' }),
      ),
    ).toBe('The request could not be understood');
  });

  it("says 'The file size is too large' when the server refuses the size", () => {
    expect(uploadFailureMessage(apiError(413, { code: 'file_too_large' }))).toBe(
      'The file size is too large',
    );
  });

  it("falls back to 'Unknown error'", () => {
    expect(uploadFailureMessage(new Error('boom'))).toBe('Unknown error');
    expect(uploadFailureMessage(apiError(0, { code: 'network_error' }))).toBe('Unknown error');
    expect(uploadFailureMessage(apiError(502, { code: 'http_502' }))).toBe('Unknown error');
  });
});
