import { CompiledQuery, type Compilable, type QueryResult } from 'kysely';
import { engineOf, type Data, type Engine } from './database.ts';

/** The SQL of a query built once per engine, and which of its parameters take which argument. */
interface Shape {
  sql: string;
  /** Per parameter: the name of the argument it takes, or the constant the query itself holds. */
  parameters: ({ argument: string } | { constant: unknown })[];
}

/** What a compiled query takes: named values, each bound as one parameter. */
type Arguments = Record<string, string | number | null>;

/**
 * A query of fixed shape built and compiled once per engine, then run with new arguments: the hot
 * paths skip Kysely building the query tree and compiling it to SQL again on every call (the SQL and
 * so the prepared statement stay the same). `build` gets stand-ins for the arguments, so it must pass
 * each one straight to Kysely as a value compared, inserted or set (no arrays, no string operations on
 * it; normalize before calling), and its shape must not depend on them; a stand-in that does not reach
 * the parameters is an error. `null` may be given only for a value inserted or set, never compared
 * (`= NULL` matches nothing).
 */
export function compiledQuery<Args extends Arguments, Row>(
  build: (data: Data, args: Args) => Compilable<Row>,
): (data: Data, args: Args) => Promise<Row[]> {
  const run = compiled(build);
  return async (data, args) => (await run(data, args)).rows;
}

/** `compiledQuery` for an insert, update or delete: answers how many rows it changed. */
export function compiledCommand<Args extends Arguments>(
  build: (data: Data, args: Args) => Compilable<unknown>,
): (data: Data, args: Args) => Promise<number> {
  const run = compiled(build);
  return async (data, args) => Number((await run(data, args)).numAffectedRows ?? 0);
}

function compiled<Args extends Arguments, Row>(
  build: (data: Data, args: Args) => Compilable<Row>,
): (data: Data, args: Args) => Promise<QueryResult<Row>> {
  const shapes = new Map<Engine, Shape>();
  return (data, args) => {
    const engine = engineOf(data);
    let shape = shapes.get(engine);
    if (!shape) shapes.set(engine, (shape = compileShape(data, build, Object.keys(args))));
    const parameters = shape.parameters.map((p) => ('argument' in p ? args[p.argument] : p.constant));
    return data.executeQuery<Row>(CompiledQuery.raw(shape.sql, parameters));
  };
}

function compileShape<Args>(data: Data, build: (data: Data, args: Args) => Compilable<unknown>, names: string[]): Shape {
  const standIns = new Map(names.map((name) => [{ standIn: name }, name] as const));
  const args = Object.fromEntries([...standIns].map(([standIn, name]) => [name, standIn])) as Args;
  const compiled = build(data, args).compile();
  const parameters = compiled.parameters.map((value) => {
    const argument = standIns.get(value as { standIn: string });
    return argument === undefined ? { constant: value } : { argument };
  });
  for (const name of names) {
    if (!parameters.some((p) => 'argument' in p && p.argument === name))
      throw new Error(`compiledQuery: the argument ${name} is not a parameter of the query`);
  }
  return { sql: compiled.sql, parameters };
}
