// The query keys of the operator's records. A deposit shows in the promo table's rows and a generated
// code with a deposit in the deposit search, so each record's writes refresh the other's queries too:
// the keys live here, below both modules, instead of each importing the other.
export const promoCodesKey = ['/api/admin/promo-codes'] as const;
/** The search card and the generate form's preview both read summaries under this key. */
export const depositSearchKey = ['/api/admin/deposits/search'] as const;
