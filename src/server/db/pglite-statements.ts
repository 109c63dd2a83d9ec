// Named prepared statements on PGlite, which has none of its own: PGlite.query parses and plans every
// call in five protocol round trips (parse, describe, bind, describe, execute) before its sync. Here a hot
// statement is parsed once under its name and then runs as one batch (bind, execute, sync): the visitor's
// lookup went from 1.1 ms to about 0.5 ms (scripts/bench/bench-redeem.mjs). Same locks and durability as
// PGlite.query: it waits for any transaction and any other query, and syncs the data directory after.
import { messages, parse, type PGlite, protocol } from '@electric-sql/pglite';
import type { HotRunner } from './types';

interface Prepared {
  text: string;
  paramTypes: number[];
  columns: { name: string; dataTypeID: number }[];
}

function concat(parts: Uint8Array[]): Uint8Array {
  const out = new Uint8Array(parts.reduce((size, part) => size + part.length, 0));
  let offset = 0;
  for (const part of parts) {
    out.set(part, offset);
    offset += part.length;
  }
  return out;
}

export function pgliteHotRunner(client: PGlite): HotRunner {
  const { serialize } = protocol;
  const prepared = new Map<string, Prepared>();

  async function prepare(name: string, text: string): Promise<Prepared> {
    const known = prepared.get(name);
    if (known) {
      if (known.text !== text) throw new Error(`hot statement ${name} was prepared with another text`);
      return known;
    }
    const replies = await client.execProtocolStream(
      concat([serialize.parse({ name, text }), serialize.describe({ type: 'S', name }), serialize.sync()]),
      { syncToFs: false },
    );
    const description = replies.find(
      (message): message is messages.RowDescriptionMessage =>
        message instanceof messages.RowDescriptionMessage,
    );
    const statement = {
      text,
      paramTypes: parse.parseDescribeStatementResults(replies),
      columns: (description?.fields ?? []).map(({ name, dataTypeID }) => ({ name, dataTypeID })),
    };
    prepared.set(name, statement);
    return statement;
  }

  return async (name, text, params) => {
    await client._checkReady();
    return client._runExclusiveTransaction(() =>
      client._runExclusiveQuery(async () => {
        const { paramTypes, columns } = await prepare(name, text);
        const values = params.map((value, i) => {
          if (value === null || value === undefined) return null;
          const serializer = client.serializers[paramTypes[i] ?? 0];
          if (serializer) return serializer(value);
          return typeof value === 'string' ? value : JSON.stringify(value);
        });
        const replies = await client.execProtocolStream(
          concat([serialize.bind({ statement: name, values }), serialize.execute({}), serialize.sync()]),
          { syncToFs: false },
        );
        await client.syncToFs();
        const rows: Record<string, unknown>[] = [];
        for (const message of replies) {
          if (!(message instanceof messages.DataRowMessage)) continue;
          const row: Record<string, unknown> = {};
          message.fields.forEach((field, i) => {
            const column = columns[i];
            if (!column) return;
            const parser = client.parsers[column.dataTypeID];
            row[column.name] = field === null || !parser ? field : parser(field, column.dataTypeID);
          });
          rows.push(row);
        }
        return rows;
      }),
    );
  };
}
