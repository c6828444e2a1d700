import { describe, expect, it } from 'vitest';
import { progressLabel, UPLOAD_MESSAGES, uploadErrorText } from './uploadMessages.ts';

describe('upload messages (docs/requirements/profile-and-accounts.md §8)', () => {
  it.each([
    [500, 'anything', 'There was a problem with server'],
    [502, '', 'There was a problem with server'],
    [400, 'No File Uploaded', 'No File Uploaded'],
    [400, '', 'No File Uploaded'],
    [415, 'Please upload your CV as a PDF file.', 'Error 415: Please upload your CV as a PDF file.'],
    [413, '', 'Error 413'],
    [0, 'Could not reach the server.', 'Could not reach the server.'],
  ])('status %i', (status, server, text) => {
    expect(uploadErrorText(status, server)).toBe(text);
  });

  it('uses the seed texts', () => {
    expect(UPLOAD_MESSAGES).toMatchObject({ uploaded: 'File Uploaded', cvFailed: 'Failed to upload CV.', pictureFailed: 'Failed to update Profile Picture.' });
  });

  it('writes the progress as a percent', () => {
    expect(progressLabel(null)).toBeNull();
    expect(progressLabel(41.6)).toBe('42%');
    expect(progressLabel(100)).toBe('100%');
  });
});
