// A page document (HOME, NOTICE) named once: the setting it is published as, its builder's API prefix, the
// public view its page loads, this device's copy's key in local storage and the rule that reads it. The
// server's builder routes, the page's loader and the builder tab all take these from one object, so each
// builder is only its document's fields and views. No zod here: /home and /notice import it.
import type { VIEWS } from './settings-catalog';

/** Where a document lives, whatever its content: what the server's builder routes need. */
export interface PageDocumentPlace {
  /** 'home page': in summaries, messages and logs. */
  name: string;
  /** The setting the published document is stored as. */
  setting: 'landingPageBuilder' | 'noticeBuilder';
  /** Where the builder's routes live: <prefix>/load, /draft, /publish, /save, /versions. */
  prefix: '/api/home-builder' | '/api/notice-builder';
  /** The public load (cached until the setting changes). */
  view: typeof VIEWS.homePage | typeof VIEWS.noticePage;
}

export interface PageDocumentKind<T> extends PageDocumentPlace {
  /** The local storage key of this device's copy (the original app's, kept). */
  localKey: string;
  /** A document read by its rule (generated from its schema, docs/decisions/0015); null when it is not one. */
  read: (raw: unknown) => T | null;
  /** The document before anything was published or loaded. */
  defaults: () => T;
  /** The document as the page shows it (HOME's reset to its built-in sections); as loaded when not given. */
  shown?: (data: T) => T;
}
