// The en catalog: every text a person reads, one export each, by area (one file an area, the same
// files in en/, zh/ and ms/). Pages import `* as m from '#messages'`, which each build points at its
// own language's index (vite.config.ts), so a page carries only the messages it uses, in one language.
// Each name starts with its file's name in camelCase and _ (draws_start, spinNotice_title); one word per thing:
// docs/glossary.md.
export * from './common';
export * from './draws';
export * from './spin-notice';
export * from './pages';
export * from './chat';
export * from './admin';
export * from './promo';
export * from './deposits';
export * from './claims';
export * from './builder';
export * from './ui';
export * from './errors';
export * from './stats';
export * from './customers';
export * from './staff';
export * from './backups';
