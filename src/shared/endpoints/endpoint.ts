// What one API endpoint is, as both sides read it: its method, its path (the route pattern, which also
// builds the URL a client calls), who may call it, and the types of what it takes and answers. Types
// only beside three strings, so the visitor's first load can import an entry without zod
// (docs/decisions/0003-no-zod-in-the-visitor-bundle.md); the zod schemas are joined to the entries where
// the server registers them (src/server/lib/endpoint-route.ts). docs/decisions/0033 says why.

import type { z, ZodType } from 'zod';
import type { Permission } from '../permissions';

export type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * Who may call: anyone, or an operator with a live session (refused with 401 before the body is read)
 * whose role holds the named permission (refused with 403; #shared/permissions). The server enforces
 * it from here, so a route's permission is declared once, beside its path.
 */
export type Access = 'public' | Permission;

/**
 * What a call sends and gets, as the types of the shared zod schemas (`typeof schema`, imported as types
 * only): a missing key sends nothing of that kind, a missing answer is not JSON (a CSV file, an image).
 */
export interface Contract {
  body?: ZodType;
  query?: ZodType;
  answer?: ZodType;
}

export interface Endpoint<
  M extends Method = Method,
  P extends string = string,
  C extends Contract = Contract,
> {
  readonly method: M;
  /** The route pattern, `:name` for a parameter: the server registers it, the client fills it in. */
  readonly path: P;
  readonly access: Access;
  /** Never set: carries the contract's types. */
  readonly contract?: C;
}

type ParamNames<P extends string> = P extends `${string}:${infer Name}/${infer Rest}`
  ? Name | ParamNames<`/${Rest}`>
  : P extends `${string}:${infer Name}`
    ? Name
    : never;

export type ContractOf<E> = E extends Endpoint<Method, string, infer C> ? C : never;
type PathOf<E> = E extends Endpoint<Method, infer P> ? P : never;

/** The schema of a successful answer (a type: where zod is loaded, the admin's calls parse with it). */
export type AnswerSchemaOf<E> = ContractOf<E> extends { answer: infer A extends ZodType } ? A : never;
/** The answer of a successful call. */
export type AnswerOf<E> = ContractOf<E> extends { answer: infer A extends ZodType } ? z.output<A> : unknown;
/** The body as a caller writes it (before the schema's defaults and transforms). */
export type BodyOf<E> = ContractOf<E> extends { body: infer B extends ZodType } ? z.input<B> : undefined;
export type QueryOf<E> = ContractOf<E> extends { query: infer Q extends ZodType } ? z.input<Q> : undefined;
export type ParamsOf<E> = { [Name in ParamNames<PathOf<E>>]: string | number };

/** A query's values as they may be given: empty ones are left out of the URL. */
export type QueryValues = Record<string, string | number | boolean | null | undefined>;

/** What a caller gives: the path's parameters, the query and the body, each only where the entry has one. */
export type CallInput<E> = ([ParamNames<PathOf<E>>] extends [never] ? unknown : { params: ParamsOf<E> }) &
  (QueryOf<E> extends undefined ? unknown : { query?: QueryOf<E> }) &
  (BodyOf<E> extends undefined ? unknown : { body: BodyOf<E> });

/** A call's input as arguments: optional where the entry needs none. */
export type CallArgs<E> = object extends CallInput<E> ? [input?: CallInput<E>] : [input: CallInput<E>];

/** The parts of any call's input, as a caller's code reads them without the entry's types. */
export interface LooseInput {
  params?: Record<string, string | number>;
  query?: object;
  body?: unknown;
}

/** The URL of a call: the path with its parameters filled in, then the query's non-empty values. */
export function urlOf(entry: Endpoint, params: object = {}, query: object = {}): string {
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(query)) {
    if (value != null && value !== '') search.set(name, String(value));
  }
  const path = entry.path.replace(/:(\w+)/g, (_, name: string) =>
    encodeURIComponent(String((params as Record<string, unknown>)[name])),
  );
  return search.size ? `${path}?${search}` : path;
}
