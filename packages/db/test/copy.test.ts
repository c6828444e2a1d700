import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '@ri/tests/support/testDatabase';
import { BinaryCopyWriter, copyOutColumns } from '../src/copy.ts';

// The analytics rebuild writes tens of millions of fields through BinaryCopyWriter and reads them back with
// copyOutColumns: every field kind, the ends of each integer range, NULLs and negative numbers round-trip.
describe('binary COPY in and out', () => {
  let database: TestDatabase;
  let client: pg.Client;
  beforeAll(async () => {
    database = await createTestDatabase();
    client = new pg.Client({ connectionString: database.url });
    await client.connect();
    await client.query('CREATE TABLE copy_check (id int4, small int2, big int4, share float8, label text, n int4)');
  });
  afterAll(async () => {
    await client?.end();
    await database?.drop();
  });

  it('writes int2, int4, float8, text and NULL fields that read back as written', async () => {
    const rows: [number, number, number, number, string, number | null][] = [
      [1, -32_768, -2_147_483_648, -0.125, 'Zoë', null],
      [2, 32_767, 2_147_483_647, 1e-300, '', 0],
      [3, 0, -1, 2 / 3, 'a "quoted" label', -7],
      [4, 258, 16_909_060, 1234.5678, 'plain', 65_536],
    ];
    const writer = BinaryCopyWriter.start(client, 'copy_check', ['id', 'small', 'big', 'share', 'label', 'n']);
    for (const [id, small, big, share, label, n] of rows) writer.beginRow(6).int4(id).int2(small).int4(big).float8(share).text(label).int4OrNull(n);
    await writer.end();
    const { rows: stored } = await client.query('SELECT id, small, big, share, label, n FROM copy_check ORDER BY id');
    expect(stored.map((r) => [r.id, r.small, r.big, r.share, r.label, r.n])).toEqual(rows);
    const { columns } = await copyOutColumns(client, 'SELECT id, big, share, n FROM copy_check ORDER BY id',
      [{ kind: 'int4' }, { kind: 'int4' }, { kind: 'float8' }, { kind: 'int4', nullAs: -99 }]);
    expect(Array.from(columns[1]!)).toEqual(rows.map((r) => r[2]));
    expect(Array.from(columns[2]!)).toEqual(rows.map((r) => r[3]));
    expect(Array.from(columns[3]!)).toEqual(rows.map((r) => r[5] ?? -99));
  });

  it('refuses integers outside their column type instead of writing wrapped values', async () => {
    // a connection of its own: the COPY it starts is left unfinished and goes with the connection
    const own = new pg.Client({ connectionString: database.url });
    own.on('error', () => {});
    await own.connect();
    const writer = BinaryCopyWriter.start(own, 'copy_check', ['id', 'small']);
    expect(() => writer.beginRow(2).int4(2_147_483_648)).toThrow(RangeError);
    expect(() => writer.int2(32_768)).toThrow(RangeError);
    expect(() => writer.int4(1.5)).toThrow(RangeError);
    await own.end().catch(() => {});
    expect((await client.query('SELECT count(*)::int AS n FROM copy_check WHERE id > 4')).rows[0].n).toBe(0);
  });
});
