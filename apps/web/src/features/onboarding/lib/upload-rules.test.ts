import { VALIDATION_MESSAGES as M, UPLOAD_LIMITS } from '@acorn/contracts';
import { describe, expect, it } from 'vitest';
import { fileType, uploadIssue } from './upload-rules';

const file = (name: string, type: string, size = 1000) => ({ name, type, size });

describe('upload rules', () => {
  it('takes PNG and JPEG photos only', () => {
    expect(uploadIssue('photo', file('me.png', 'image/png'))).toBeUndefined();
    expect(uploadIssue('photo', file('me.jpg', 'image/jpeg'))).toBeUndefined();
    expect(uploadIssue('photo', file('me.gif', 'image/gif'))).toBe(M.imageOnly);
    expect(uploadIssue('photo', file('cv.pdf', 'application/pdf'))).toBe(M.imageOnly);
  });

  it('takes PNG, JPEG and PDF CVs', () => {
    expect(uploadIssue('cv', file('cv.pdf', 'application/pdf'))).toBeUndefined();
    expect(uploadIssue('cv', file('cv.png', 'image/png'))).toBeUndefined();
    expect(uploadIssue('cv', file('cv.docx', 'application/msword'))).toBe(M.imageOrPdfOnly);
  });

  it('applies the size limit of the type', () => {
    expect(uploadIssue('photo', file('big.png', 'image/png', UPLOAD_LIMITS.imageMaxBytes + 1))).toBe(
      M.fileTooLarge,
    );
    expect(
      uploadIssue('cv', file('big.pdf', 'application/pdf', UPLOAD_LIMITS.imageMaxBytes + 1)),
    ).toBeUndefined();
    expect(uploadIssue('cv', file('huge.pdf', 'application/pdf', UPLOAD_LIMITS.pdfMaxBytes + 1))).toBe(
      M.fileTooLarge,
    );
  });

  it('guesses the type from the name when the browser gives none', () => {
    expect(fileType(file('scan.JPG', ''))).toBe('image/jpeg');
    expect(fileType(file('cv.pdf', ''))).toBe('application/pdf');
    expect(fileType(file('notes', ''))).toBe('');
    expect(fileType(file('x.jpg', 'image/jpg'))).toBe('image/jpeg');
  });
});
