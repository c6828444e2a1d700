import { describe, expect, it } from 'vitest';
import { ApiError } from '../../api/client.ts';
import { failureMessage, SERVER_FAILED } from './screenMessages.ts';

describe('failureMessage', () => {
  it.each([
    [new ApiError(403, 'Please complete your profile to see this page.', undefined), 'Please complete your profile to see this page.'],
    [new ApiError(404, 'Cannot find faculty', undefined), 'Cannot find faculty'],
    [new ApiError(500, 'boom', undefined), SERVER_FAILED],
    [new ApiError(0, 'Could not reach the server.', undefined), SERVER_FAILED],
    [new Error('anything'), SERVER_FAILED],
  ])('%s', (error, expected) => {
    expect(failureMessage(error)).toBe(expected);
  });
  it('takes the screen\'s own text for server failures', () => {
    expect(failureMessage(new ApiError(502, '', undefined), 'Something went wrong')).toBe('Something went wrong');
  });
});
