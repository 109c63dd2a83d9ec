// How a win is paid out: apart from the claims' schemas (api/claims.ts), so that the customer page's
// schema (api/customers.ts) names them without bringing the claims' schemas into its chunk.

export const CLAIM_METHODS = ['cash', 'bank_transfer', 'credit', 'other'] as const;
export type ClaimMethod = (typeof CLAIM_METHODS)[number];
