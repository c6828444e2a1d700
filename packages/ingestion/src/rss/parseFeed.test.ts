import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { configProblems, itemProblem, mapFeed, suggestConfig } from './mapping.ts';
import { FeedParseError, parseFeed } from './parseFeed.ts';

// the real publisher feeds (never copied into the repository)
const DATA = new URL('../../../../tests/fixtures/rss/', import.meta.url);
const wiley = readFileSync(new URL('wiley-rss2-adv-synth-catal.xml', DATA), 'utf8');
const elsevier = readFileSync(new URL('elsevier-rss1-rdf-prism.xml', DATA), 'utf8');

describe('parseFeed on real feeds', () => {
  it('reads the Wiley RSS 2.0 feed with Dublin Core and PRISM tags', () => {
    const feed = parseFeed(wiley);
    expect(feed.dialect).toBe('rss2');
    expect(feed.items).toHaveLength(56);
    expect(feed.fields).toEqual(expect.arrayContaining(['title', 'link', 'dc:creator', 'prism:doi', 'prism:publicationName', 'pubDate', 'dc:date', 'prism:volume', 'prism:number', 'description']));
    const second = feed.items[1]!;
    expect(second['prism:doi']).toEqual(['10.1002/adsc.70400']);
    expect(second.title).toEqual(['Stereoretentive Protection and Deprotection of Chiral Silanol']);
    // numeric character references decoded
    expect(feed.items[0]!.title![0]).toContain('Rhodium(I)\u2010Catalyzed');
  });

  it('reads the Elsevier RSS 1.0 (RDF) feed, items beside the channel, prism:issn on the channel', () => {
    const feed = parseFeed(elsevier);
    expect(feed.dialect).toBe('rss1');
    expect(feed.items).toHaveLength(1);
    expect(feed.channel['prism:issn']).toEqual(['0022-3476']);
    expect(feed.fields).toEqual(expect.arrayContaining(['title', 'link', 'dc:creator', 'dc:identifier', 'prism:volume', 'prism:startingPage', 'dc:date']));
  });

  it('maps items through a suggested config: DOI, authors split, year, volume, issue, ISSN from the channel', () => {
    const feed = parseFeed(wiley);
    const config = suggestConfig(feed.fields);
    expect(config).toMatchObject({ title: 'title', doi: 'prism:doi', authors: 'dc:creator', volume: 'prism:volume', issue: 'prism:number' });
    expect(configProblems(config)).toEqual([]);
    const papers = mapFeed(feed, config);
    expect(papers[1]).toMatchObject({
      title: 'Stereoretentive Protection and Deprotection of Chiral Silanol', doi: '10.1002/adsc.70400', publication_year: 2026,
      volume: '368', issue: '11', authors: ['Aoi Tsukimi', 'Sora Nozaki', 'Saya Yamaguchi', 'Mayaka Maeno', 'Yuuya Kawasaki', 'Kazunobu Igawa', 'Katsuhiko Tomooka'],
    });
    // a corrigendum and the feed's service notice carry no dc:creator: skipped on import
    expect(papers.map(itemProblem).filter(Boolean)).toEqual(['no authors', 'no authors']);

    const rdf = parseFeed(elsevier);
    const [paper] = mapFeed(rdf, { ...suggestConfig(rdf.fields), issn: 'prism:issn' });
    expect(paper).toMatchObject({ doi: '10.1016/j.jpeds.2018.08.009', publication_year: 2018, volume: '203', issn: '0022-3476', pages: '68' });
    expect(paper!.authors).toHaveLength(13);
    expect(paper!.authors).toContain('Erik van Widenfelt');
  });

  it('reads Atom feeds', () => {
    const feed = parseFeed(`<?xml version="1.0"?><feed xmlns="http://www.w3.org/2005/Atom"><title>T</title>
      <entry><title>A paper</title><link href="https://example.org/a"/><id>https://doi.org/10.1234/abcd</id>
      <author><name>Ada Lovelace</name></author><author><name>Grace Hopper</name></author><updated>2024-02-01T00:00:00Z</updated></entry></feed>`);
    expect(feed.dialect).toBe('atom');
    expect(feed.items[0]).toMatchObject({ title: ['A paper'], link: ['https://example.org/a'], author: ['Ada Lovelace', 'Grace Hopper'] });
    const [paper] = mapFeed(feed, suggestConfig(feed.fields));
    expect(paper).toMatchObject({ doi: '10.1234/abcd', authors: ['Ada Lovelace', 'Grace Hopper'], publication_year: 2024, url: 'https://example.org/a' });
  });

  it('refuses what is not a feed, naming the position of malformed XML', () => {
    expect(() => parseFeed('<html><body>not a feed</body></html>')).toThrow(/root element is <html>/);
    expect(() => parseFeed('{"json": true}')).toThrow(FeedParseError);
    const truncated = wiley.slice(0, 5000);
    try {
      parseFeed(truncated);
      expect.unreachable();
    } catch (error) {
      expect(error).toBeInstanceOf(FeedParseError);
      expect((error as FeedParseError).line).toBeGreaterThan(0);
    }
  });

  it('never reads files through external entities (XXE) and does not expand entity bombs', () => {
    const xxe = `<?xml version="1.0"?><!DOCTYPE rss [<!ENTITY xxe SYSTEM "file:///etc/passwd">]><rss version="2.0"><channel><item><title>&xxe;</title></item></channel></rss>`;
    let text = '';
    try {
      text = JSON.stringify(parseFeed(xxe));
    } catch (error) {
      expect(error).toBeInstanceOf(FeedParseError);
    }
    expect(text).not.toContain('root:');
    const bomb = `<?xml version="1.0"?><!DOCTYPE rss [<!ENTITY a "aaaaaaaaaa"><!ENTITY b "&a;&a;&a;&a;&a;&a;&a;&a;&a;&a;"><!ENTITY c "&b;&b;&b;&b;&b;&b;&b;&b;&b;&b;">]><rss><channel><item><title>&c;</title></item></channel></rss>`;
    let size = 0;
    try { size = JSON.stringify(parseFeed(bomb)).length; } catch { size = 0; }
    expect(size).toBeLessThan(10_000);
  });
});

describe('mapping rules', () => {
  it('needs title, authors and a DOI or URL', () => {
    expect(configProblems({ title: 'title' })).toEqual(["Map a feed tag to the mandatory field 'authors'", "Map a feed tag to one of 'doi' or 'url'"]);
    expect(configProblems({ title: 'title', authors: 'dc:creator', url: 'link' })).toEqual([]);
  });
});
