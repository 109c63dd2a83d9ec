// A sign-in's browser and system in words ('Firefox on Windows'): how the builders name another operator's
// tab, and My account names a session.
import * as m from '#messages';

export function deviceName({ browser, os }: { browser: string | null; os: string | null }): string {
  return browser !== null && os !== null
    ? m.builder_editorDevice({ browser, os })
    : (browser ?? os ?? m.builder_editorSomeone);
}
