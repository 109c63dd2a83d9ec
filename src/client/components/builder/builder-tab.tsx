// A page builder's tab, the same for HOME and NOTICE: the toolbar (the page's name, where its draft
// stands, Edit/Preview, Settings, Versions where the builder has them, Discard draft and Publish), what
// needs the operator, then the preview frame or the buttons that add an entry and the list of entries;
// and its dialogs: the entry's editor, the settings, the versions, the delete and publish confirmations.
// Every edit goes into the server-kept draft (adding, deleting and switching an entry at once, the rest
// after a pause); visitors see none of it until Publish (docs/decisions/0012). The builder brings its
// document's rules, rows, editor and settings.
import { Fragment, useEffect, useRef, useState, type ReactNode } from 'react';
import * as m from '#messages';
import { DEFAULT_LOCALE } from '#shared/i18n/locales';
import { usePageDocument } from '#client/api/page-document';
import { ContentLanguage } from './translated-text-field';
import { insertAfter, moveByStep, reorderById } from '#client/lib/draft-helpers';
import { useId } from '#client/lib/use-id';
import { Button } from '#client/components/ui/button.tsx';
import { ConfirmItemDialog } from '#client/components/ui/confirm-dialog.tsx';
import { applyEdits } from './apply-edits';
import { BuilderList, type BuilderListActions, type BuilderListProps } from './builder-list';
import { BuilderToolbar, DraftAlerts } from './builder-toolbar';
import { changesInLine, describeChanges } from './draft-changes';
import type { EditorHandlers } from './editor-form';
import { PreviewFrame } from './preview-frame';
import { EditorsPresent, useBuilderEditors } from './editors-present';
import { PublishButtons, PublishDialogs } from './publish-controls';
import { RefusedEdit } from './refused-edit';
import type { BuilderDraft } from './use-builder-draft';
import { useBuilderTab, type BuilderTabOptions, type Entry } from './use-builder-tab';
import { VersionsDialog, type EntryCount } from './versions-dialog';

/** A page document: its entries, stored as `sections`, and its global settings. */
interface PageDocument {
  sections: Entry[];
  globalSettings: object;
}

export interface BuilderPage {
  /** The public page, '/home'. */
  path: string;
  /** The page in a sentence: 'home page' (builder_homePage). */
  name: string;
  /** The toolbar's heading: 'Home page'. */
  title: string;
  /** The toolbar's accessible name: 'HOME Builder toolbar'. */
  toolbarLabel: string;
  /** Said until the draft has loaded. */
  loadingText: string;
  /** The toast when a Publish fails (its success toast is the same for every page). */
  publishFailed: BuilderTabOptions['publishTexts']['failed'];
}

/**
 * A builder's own words for its entries, whole (a type and a noun, or a count and a noun, go together in
 * a different order in each language): HOME's builder_section…, NOTICE's builder_notice….
 */
export interface EntryTexts {
  /** The add buttons' group: 'Add section'; and its visible lead, 'Add section:'. */
  add: string;
  addLead: string;
  /** An add button's name: 'Add Hero section'. `type` is the type's label. */
  addType: (p: { type: string }) => string;
  /** The delete confirmation's title: 'Delete section?'. */
  deleteTitle: string;
  /** '2 sections': in the versions. */
  count: EntryCount;
}

export interface BuilderEntries<E extends Entry, K extends string, S = object> {
  texts: EntryTexts;
  types: readonly K[];
  typeLabels: Record<K, string>;
  /** A new entry of a type (the page's global settings may give it its colours); it is placed after. */
  create: (type: K, settings: S) => E;
  /**
   * Entries that carry their place as a number (HOME's `order`): listed sorted by it and numbered again
   * after a drag or a move. Without it the stored order is the order (NOTICE).
   */
  numbering?: { sorted: (entries: readonly E[]) => E[]; renumbered: (entries: readonly E[]) => E[] };
  /** How an entry is named: 'Hero section “Welcome”'. */
  label: (entry: E) => string;
  /** Two even columns of add buttons on a phone, for long type names. */
  addGrid?: boolean;
  /** The list's own parts: its name, empty text, rows' test id and what a row shows. */
  list: Omit<BuilderListProps<E>, 'items' | 'itemLabel' | 'selectedId' | keyof BuilderListActions>;
}

export function BuilderTab<T extends PageDocument, K extends string>({
  builder,
  page,
  entries,
  versions = false,
  summary,
  renderEditor,
  renderSettings,
  onDirtyChange,
}: {
  builder: BuilderDraft<T>;
  page: BuilderPage;
  entries: BuilderEntries<T['sections'][number], K, T['globalSettings']>;
  /** The toolbar offers the published versions (the server lists them for this builder). */
  versions?: boolean;
  /** Under the alerts once the draft has loaded: what the settings make of the page. */
  summary?: ReactNode;
  renderEditor: (entry: T['sections'][number], handlers: EditorHandlers<T['sections'][number]>) => ReactNode;
  renderSettings: (settings: T['globalSettings'], handlers: EditorHandlers<T['globalSettings']>) => ReactNode;
  /** Told whenever the draft gains or loses unsaved edits (the dashboard guards leaving the tab). */
  onDirtyChange?: ((dirty: boolean) => void) | undefined;
}) {
  type E = T['sections'][number];
  const { draft, refetchIfIdle } = builder;
  // The published document (undefined while it loads): what Publish is compared with.
  const publishedPage = usePageDocument(builder.document).data;
  const published = publishedPage?.data;
  // A publish (here, or by another admin: the settings push refreshes the published page) moves the draft.
  useEffect(() => refetchIfIdle(), [published, refetchIfIdle]);
  const list = useRef<HTMLDivElement>(null);
  const tab = useBuilderTab(builder, list, {
    onDirtyChange,
    publishTexts: {
      published: { title: m.builder_savedTitle, description: m.builder_savedText({ page: page.name }) },
      failed: page.publishFailed,
    },
  });
  const [editingId, setEditingId] = useState<string | null>(null);
  // The selected row (new entries go after it), and a new entry whose editor opens with its title selected.
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const [freshId, setFreshId] = useState<string | null>(null);
  const leadId = useId();
  const [deleting, setDeleting] = useState<E | null>(null);
  const [dialog, setDialog] = useState<'settings' | 'versions' | null>(null);
  const { texts } = entries;
  const editors = useBuilderEditors(builder.prefix);

  const { numbering } = entries;
  const sorted = (all: readonly E[]): E[] => (numbering ? numbering.sorted(all) : [...all]);
  const rows = sorted(draft.sections);
  const selected = rows.find((e) => e.id === selectedId);
  /** A drag, a move or an add: the change made to the listed order, stored (and numbered) as that order. */
  const arranged = (change: (listed: E[]) => E[]) => (sections: readonly E[]) => {
    const listed = change(sorted(sections));
    return numbering ? numbering.renumbered(listed) : listed;
  };
  const arrange = (change: (listed: E[]) => E[]) =>
    builder.edit((d) => ({ ...d, sections: arranged(change)(d.sections) }));
  const open = (id: string, fresh = false) => {
    setSelectedId(id);
    setFreshId(fresh ? id : null);
    setEditingId(id);
  };
  const editing = editingId === null ? undefined : draft.sections.find((e) => e.id === editingId);

  return (
    // The editors' texts are written in the default language, which the published page's load names.
    <ContentLanguage.Provider value={publishedPage?.language ?? DEFAULT_LOCALE}>
      <div className="flex min-w-0 flex-col gap-4">
        <BuilderToolbar
          label={page.toolbarLabel}
          title={page.title}
          status={builder.status}
          hasChanges={builder.hasChanges}
          saveError={builder.saveError}
          mode={tab.mode}
          onModeChange={tab.setMode}
        >
          <Button variant="outline" onClick={() => setDialog('settings')} disabled={!builder.loaded}>
            {m.builder_settings}
          </Button>
          {versions && (
            <Button variant="outline" onClick={() => setDialog('versions')}>
              {m.builder_versions}
            </Button>
          )}
          <PublishButtons builder={builder} tab={tab} />
        </BuilderToolbar>

        <EditorsPresent editors={editors} />

        <DraftAlerts builder={builder} pageName={page.name} />
        {builder.conflict !== null && (
          <RefusedEdit
            changedBy={builder.newer?.updatedBy ?? null}
            changedAt={builder.newer?.updatedAt ?? null}
            edit={
              builder.base
                ? changesInLine(
                    describeChanges(
                      { ...builder.base, sections: sorted(builder.base.sections) },
                      { ...draft, sections: rows },
                      entries.label,
                    ),
                  )
                : m.builder_changesUnknown
            }
            onApply={() => builder.applyOnto(applyEdits)}
            onDrop={() => void builder.reload()}
          />
        )}

        {builder.loaded && summary}

        {!builder.loaded ? (
          <p className="py-10 text-center text-sm text-slate-600">{page.loadingText}</p>
        ) : tab.mode === 'preview' ? (
          <PreviewFrame path={page.path} revision={builder.revision} saving={builder.status === 'saving'} />
        ) : (
          <>
            <section
              aria-label={texts.add}
              className={`rounded-xl border border-slate-200 bg-white p-3 shadow-sm ${
                entries.addGrid
                  ? 'grid grid-cols-2 gap-2 sm:flex sm:flex-wrap sm:items-center'
                  : 'flex flex-wrap items-center gap-2'
              }`}
            >
              <span
                id={leadId}
                className={`mr-1 text-sm font-medium text-slate-700 ${entries.addGrid ? 'col-span-2' : ''}`}
              >
                {selected ? m.builder_addAfter({ label: entries.label(selected) }) : texts.addLead}
              </span>
              {entries.types.map((type) => (
                <Button
                  key={type}
                  variant="outline"
                  className={entries.addGrid ? 'px-2 whitespace-nowrap sm:px-3' : 'px-3'}
                  aria-label={texts.addType({ type: entries.typeLabels[type] })}
                  aria-describedby={leadId}
                  onClick={() => {
                    const entry = entries.create(type, draft.globalSettings);
                    const after = selected?.id ?? null;
                    tab.add(arranged((listed) => insertAfter(listed, entry, after)));
                    open(entry.id, true);
                  }}
                >
                  {`+ ${entries.typeLabels[type]}`}
                </Button>
              ))}
            </section>
            <div ref={list}>
              <BuilderList
                {...entries.list}
                items={rows}
                itemLabel={entries.label}
                selectedId={selectedId}
                onSelect={setSelectedId}
                onReorder={(ids) => arrange((listed) => reorderById(listed, ids))}
                onMove={(id, step) => arrange((listed) => moveByStep(listed, id, step))}
                onToggle={tab.toggle}
                onEdit={open}
                onDelete={(id) => setDeleting(draft.sections.find((e) => e.id === id) ?? null)}
              />
            </div>
          </>
        )}

        {editing && (
          // Keyed by the entry: another entry's editor starts from its own copy.
          <Fragment key={editing.id}>
            {renderEditor(editing, {
              fresh: editing.id === freshId,
              // Back on the entry's row, a new one's too (not on the add button it came from).
              onCloseAutoFocus: (event) => {
                event.preventDefault();
                tab.focusRow(editing.id);
              },
              onApply: (applied) => {
                builder.edit((d) => ({
                  ...d,
                  sections: d.sections.map((e) => (e.id === applied.id ? applied : e)),
                }));
                setEditingId(null);
              },
              onClose: () => setEditingId(null),
            })}
          </Fragment>
        )}
        {dialog === 'settings' &&
          renderSettings(draft.globalSettings, {
            onApply: (globalSettings) => {
              // Over the old ones: fields the dialog does not edit stay (HOME's load shows the spinning
              // notice's there, which the save ignores).
              builder.edit((d) => ({ ...d, globalSettings: { ...d.globalSettings, ...globalSettings } }));
              setDialog(null);
            },
            onClose: () => setDialog(null),
          })}
        {dialog === 'versions' && (
          <VersionsDialog
            prefix={builder.prefix}
            pageName={page.name}
            count={texts.count}
            hasChanges={builder.hasChanges}
            onRestored={() => void builder.reload()}
            onClose={() => setDialog(null)}
          />
        )}
        <ConfirmItemDialog
          item={deleting}
          onCancel={() => setDeleting(null)}
          title={texts.deleteTitle}
          description={(entry) => m.builder_removed({ label: entries.label(entry), path: page.path })}
          confirmLabel={m.builder_delete}
          danger
          onConfirm={(entry) => {
            setDeleting(null);
            tab.remove(rows, entry.id);
          }}
        />
        <PublishDialogs
          tab={tab}
          pageName={page.name}
          changes={
            published
              ? describeChanges(
                  { ...published, sections: sorted(published.sections) },
                  { ...draft, sections: rows },
                  entries.label,
                )
              : null
          }
        />
      </div>
    </ContentLanguage.Provider>
  );
}
