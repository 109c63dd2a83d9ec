// The share actions of a code (./code-share-actions.tsx) as the table and the Generated Code card place
// them: a chunk of their own, loaded once a code is on screen, so the dashboard's first load (held to its
// byte budget, tests/e2e/budget.spec.ts) carries neither them nor their message templates.
import { lazy, Suspense } from 'react';
import type { Locale } from '#shared/i18n/locales';
import type { SharedCode } from './code-share-actions';

const CodeShareActions = lazy(() =>
  import('./code-share-actions').then((module) => ({ default: module.CodeShareActions })),
);
const ShareMessageTemplates = lazy(() =>
  import('./share-message-templates').then((module) => ({ default: module.ShareMessageTemplates })),
);

export function CodeShare(props: SharedCode & { rowLanguage?: Locale }) {
  return (
    <Suspense fallback={null}>
      <CodeShareActions {...props} />
    </Suspense>
  );
}

export function ShareTemplates() {
  return (
    <Suspense fallback={null}>
      <ShareMessageTemplates />
    </Suspense>
  );
}
