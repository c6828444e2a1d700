// Journal feeds in the three dialects publishers use: RSS 2.0 (<rss><channel><item>), RSS 1.0 / RDF
// (<rdf:RDF> with <item> beside <channel>) and Atom (<feed><entry>), with Dublin Core (dc:) and
// PRISM (prism:) tags. Each item becomes a flat record tag -> values, keeping the tag names as
// they appear in the feed ('dc:creator', 'prism:doi'), which is what the mapping step offers.
//
// fast-xml-parser never fetches anything: a DOCTYPE naming an external entity (SYSTEM "file:///...")
// is refused with an error, and internal entities are not expanded recursively (no billion laughs).
import { XMLParser, XMLValidator } from 'fast-xml-parser';

export type FeedItem = Record<string, string[]>;
export type FeedDialect = 'rss2' | 'rss1' | 'atom';

export interface ParsedFeed {
  dialect: FeedDialect;
  title: string;
  /** channel-level tags (prism:issn, prism:publicationName ...) used as defaults for items */
  channel: FeedItem;
  items: FeedItem[];
  /** every tag name found in items, in first-seen order */
  fields: string[];
}

export class FeedParseError extends Error {
  constructor(message: string, readonly line?: number, readonly column?: number) {
    super(message);
    this.name = 'FeedParseError';
  }
}

const parser = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: '@_',
  textNodeName: '#text',
  parseTagValue: false,
  parseAttributeValue: false,
  trimValues: true,
  htmlEntities: true,
  isArray: (_name, jpath) => /(^|\.)(item|entry)$/.test(String(jpath)),
});

const localName = (tag: string) => tag.slice(tag.indexOf(':') + 1);

function childByLocalName(node: Record<string, unknown>, name: string): unknown {
  const key = Object.keys(node).find((k) => !k.startsWith('@_') && localName(k) === name);
  return key === undefined ? undefined : node[key];
}

/** The text of a node: a string, '#text', an Atom link's href, or the texts of its children (Atom <author><name>). */
function textsOf(node: unknown): string[] {
  if (node === null || node === undefined) return [];
  if (Array.isArray(node)) return node.flatMap(textsOf);
  if (typeof node === 'string') return node.trim() === '' ? [] : [node.trim()];
  if (typeof node === 'number' || typeof node === 'boolean') return [String(node)];
  if (typeof node === 'object') {
    const record = node as Record<string, unknown>;
    if (typeof record['#text'] === 'string' || typeof record['#text'] === 'number') return textsOf(String(record['#text']));
    if (typeof record['@_href'] === 'string') return [record['@_href']];
    if (typeof record['@_rdf:resource'] === 'string') return [record['@_rdf:resource']];
    const name = childByLocalName(record, 'name');
    if (name !== undefined) return textsOf(name);
    return Object.keys(record).filter((k) => !k.startsWith('@_')).flatMap((k) => textsOf(record[k]));
  }
  return [];
}

function flatten(node: unknown): FeedItem {
  const out: FeedItem = {};
  if (!node || typeof node !== 'object') return out;
  for (const [key, value] of Object.entries(node as Record<string, unknown>)) {
    if (key.startsWith('@_') || key === '#text') continue;
    const texts = textsOf(value);
    if (texts.length > 0) out[key] = texts;
  }
  return out;
}

/** Parses a feed; throws FeedParseError (with line and column when the XML is malformed). */
export function parseFeed(xml: string): ParsedFeed {
  const text = xml.replace(/^\uFEFF/, '').trim();
  if (!text.startsWith('<')) throw new FeedParseError('The link did not return XML (is it a feed?)');
  const valid = XMLValidator.validate(text, { allowBooleanAttributes: true });
  if (valid !== true) {
    throw new FeedParseError(`The feed is not well-formed XML: ${valid.err.msg} (line ${valid.err.line}, column ${valid.err.col})`, valid.err.line, valid.err.col);
  }
  let document: Record<string, unknown>;
  try {
    document = parser.parse(text) as Record<string, unknown>;
  } catch (error) {
    throw new FeedParseError(`The feed could not be read: ${(error as Error).message}`);
  }
  const rootKey = Object.keys(document).find((k) => !k.startsWith('?') && !k.startsWith('#') && !k.startsWith('!'));
  const root = rootKey ? document[rootKey] : undefined;
  if (!rootKey || !root || typeof root !== 'object') throw new FeedParseError('The document has no root element');
  const rootRecord = root as Record<string, unknown>;

  let dialect: FeedDialect;
  let channelNode: unknown;
  let itemNodes: unknown;
  switch (localName(rootKey).toLowerCase()) {
    case 'rss': {
      dialect = 'rss2';
      channelNode = childByLocalName(rootRecord, 'channel');
      const channel = (Array.isArray(channelNode) ? channelNode[0] : channelNode) as Record<string, unknown> | undefined;
      channelNode = channel;
      itemNodes = channel ? childByLocalName(channel, 'item') : undefined;
      break;
    }
    case 'rdf': {
      dialect = 'rss1';
      channelNode = childByLocalName(rootRecord, 'channel');
      itemNodes = childByLocalName(rootRecord, 'item');
      // some RDF feeds nest items in the channel
      if (itemNodes === undefined && channelNode && typeof channelNode === 'object') itemNodes = childByLocalName(channelNode as Record<string, unknown>, 'item');
      break;
    }
    case 'feed': {
      dialect = 'atom';
      channelNode = rootRecord;
      itemNodes = childByLocalName(rootRecord, 'entry');
      break;
    }
    default:
      throw new FeedParseError(`Not a feed: the document's root element is <${rootKey}> (expected rss, rdf:RDF or feed)`);
  }
  const channelRecord = channelNode && typeof channelNode === 'object' ? (channelNode as Record<string, unknown>) : {};
  const channel = flatten(dialect === 'atom' ? Object.fromEntries(Object.entries(channelRecord).filter(([k]) => localName(k) !== 'entry')) : channelRecord);
  delete channel.item;
  const items = (Array.isArray(itemNodes) ? itemNodes : itemNodes ? [itemNodes] : []).map(flatten);
  const fields: string[] = [];
  const seen = new Set<string>();
  for (const item of items) for (const key of Object.keys(item)) if (!seen.has(key)) { seen.add(key); fields.push(key); }
  return { dialect, title: channel.title?.[0] ?? '', channel, items, fields };
}
