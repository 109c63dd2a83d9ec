// Text searched for literally with LIKE / ILIKE: the promo table's code and customer, the chat search.

/** The text with LIKE's wildcards (% and _) and its escape character (\) escaped, to match literally. */
export const escapeLike = (text: string): string => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** An ILIKE pattern matching text that holds `text` anywhere, literally. */
export const containsPattern = (text: string): string => `%${escapeLike(text)}%`;
