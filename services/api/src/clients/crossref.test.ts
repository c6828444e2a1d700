import { fileURLToPath } from 'node:url';
import { readFileSync, readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { normaliseIssn, parseCrossrefWork } from './crossref.ts';

// the real Crossref answers copied into tests/fixtures/crossref (tests/fixtures/README.md)
const DATA = fileURLToPath(new URL('../../../../tests/fixtures/crossref', import.meta.url));
const body = (doi: string) => JSON.parse(readFileSync(`${DATA}/work-${doi.replace('/', '_')}.json`, 'utf8')) as unknown;

describe('parseCrossrefWork on real Crossref bodies', () => {
  it('reads every stored work', () => {
    const files = readdirSync(DATA).filter((f) => f.startsWith('work-'));
    expect(files.length).toBeGreaterThan(0);
    for (const file of files) expect(parseCrossrefWork(JSON.parse(readFileSync(`${DATA}/${file}`, 'utf8'))), file).not.toBeNull();
  });

  it('takes title, journal, both ISSNs, year, volume, issue, citations and authors', () => {
    expect(parseCrossrefWork(body('10.1002/jor.1100150407'))).toMatchObject({
      doi: '10.1002/jor.1100150407', containerTitle: 'Journal of Orthopaedic Research', shortContainerTitle: 'Journal Orthopaedic Research',
      issns: ['0736-0266', '1554-527X'], printIssn: '0736-0266', electronicIssn: '1554-527X', year: 1997, volume: '15', issue: '4',
      publisher: 'Wiley', citationCount: 19,
    });
    expect(parseCrossrefWork(body('10.1002/jor.1100150407'))!.authors[0]).toEqual({ given: 'Richard L.', family: 'Lieber', name: '', sequence: 'first' });
  });

  it('copes with an electronic-only ISSN, no ISSN and no date, and an author without a given name', () => {
    expect(parseCrossrefWork(body('10.1038/srep16696'))).toMatchObject({ issns: ['2045-2322'], printIssn: null, electronicIssn: '2045-2322', year: 2015 });
    expect(parseCrossrefWork(body('10.1109/icdcsw.2003.1203662'))).toMatchObject({ issns: [], printIssn: null, year: null, type: 'proceedings-article' });
    expect(parseCrossrefWork(body('10.3892/ijo_00000353'))!.authors).toEqual([{ given: '', family: 'Stravopodis', name: '', sequence: 'first' }]);
  });

  it('refuses what is not a work, and normalises ISSNs', () => {
    expect(parseCrossrefWork({ status: 'ok', message: { items: [] } })).toBeNull();
    expect(parseCrossrefWork('Resource not found.')).toBeNull();
    expect(normaliseIssn('1554527x')).toBe('1554-527X');
    expect(normaliseIssn('0736-0266')).toBe('0736-0266');
    expect(normaliseIssn('123')).toBeNull();
  });
});
