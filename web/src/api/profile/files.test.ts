import { describe, expect, it } from 'vitest';
import { storedFilePath } from './files.ts';

describe('storedFilePath', () => {
  it('reads the API path of a file we store, whatever host the URL names', () => {
    expect(storedFilePath('https://app.example.edu/api/files/cv-0f8e2c1a-1b2c-4d5e-9f00-112233445566.pdf')).toBe('/files/cv-0f8e2c1a-1b2c-4d5e-9f00-112233445566.pdf');
    expect(storedFilePath(' http://127.0.0.1:3000/api/files/picture-ab.png ')).toBe('/files/picture-ab.png');
  });
  it('leaves other links and blanks alone', () => {
    expect(storedFilePath('https://faculty.example.edu/okafor/cv.pdf')).toBeNull();
    expect(storedFilePath('https://evil.example/api/files/../../etc/passwd')).toBeNull();
    expect(storedFilePath('')).toBeNull();
    expect(storedFilePath(null)).toBeNull();
  });
});
