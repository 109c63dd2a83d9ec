import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { restoreTypedText } from './i18n/kept-fields';
import './styles.css';

const root = document.getElementById('root');
if (!root) throw new Error('#root is missing from index.html');
// After a change of language (which loads the page again), what was typed is put back.
restoreTypedText();
createRoot(root).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
