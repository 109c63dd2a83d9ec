// Elements carrying this attribute keep Shift+Enter to themselves: it does not open /admin from there
// (the promo input blocks it).
export const NO_ADMIN_SHORTCUT_ATTR = 'data-no-admin-shortcut';
export const noAdminShortcut = { [NO_ADMIN_SHORTCUT_ATTR]: '' } as const;
