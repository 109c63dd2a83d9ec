// The build-time check that every message exists in all three languages with the same shape: tsc (part
// of `npm test`) fails on a name one language lacks or has extra, or on a message that takes other
// inputs. Never imported at run time.
import type * as en from './en/index';
import type * as ms from './ms/index';
import type * as zh from './zh/index';

/** A catalog's shape: its texts as strings, its messages with inputs as their functions. */
type Shape<C> = { [K in keyof C]: C[K] extends string ? string : C[K] };

type Same<A, B> = [Shape<A>] extends [Shape<B>] ? ([Shape<B>] extends [Shape<A>] ? true : false) : false;

export const zhHasEnglishsMessages: Same<typeof zh, typeof en> = true;
export const msHasEnglishsMessages: Same<typeof ms, typeof en> = true;
