// Elements carrying this attribute keep Shift+Enter to themselves: it does not open /admin from there
// (SPEC §2: blocked inside the promo input).
export const NO_ADMIN_SHORTCUT_ATTR = 'data-no-admin-shortcut';
export const noAdminShortcut = { [NO_ADMIN_SHORTCUT_ATTR]: '' } as const;
