// The section editor: tabs Content, Design and Layout over a copy of one section. Apply checks the copy
// with the server's own rule (homeSectionSchema) and hands the result to the draft; a refusal names the
// first problem, opens its tab and keeps the dialog open.
import { homeSectionSchema } from '#shared/api/home-builder';
import { HOME_LIMITS, type HomeItem, type HomeSection, type SectionType } from '#shared/home-page';
import { ColourSample } from '#client/components/builder/colour-sample.tsx';
import {
  EditorDialog,
  type EditorHandlers,
  EditorTab,
  useEditorForm,
} from '#client/components/builder/editor-form.tsx';
import { ENTRY_TABS, EntryColourFields, EntryTextFields } from '#client/components/builder/entry-fields.tsx';
import { LayoutChoice } from '#client/components/builder/layout-choice.tsx';
import { tidyColours } from '#client/components/ui/colour-field.tsx';
import { TextField } from '#client/components/ui/text-fields.tsx';
import { SECTION_TYPE_LABELS } from './draft-model';
import { ItemListEditor, itemProblemOf, type ItemListCopy } from './item-list-editor';

/** The entries each public layout draws (SPEC §2); feature and text sections have none. */
const ITEM_LISTS: Partial<Record<SectionType, ItemListCopy & { max?: number; textAlign?: boolean }>> = {
  hero: {
    title: 'Logos',
    noun: 'Logo',
    addLabel: 'Add Logo',
    nameLabel: 'Name',
    uploadFailure: 'Failed to upload logo',
    max: HOME_LIMITS.logos,
  },
  gallery: {
    title: 'Gallery images',
    noun: 'Image',
    addLabel: 'Add Image',
    nameLabel: 'Caption',
    uploadFailure: 'Failed to upload gallery image',
    textAlign: true,
  },
  cta: {
    title: 'Game logos',
    noun: 'Game logo',
    addLabel: 'Add Game Logo',
    nameLabel: 'Name',
    uploadFailure: 'Failed to upload logo',
  },
};

export function SectionEditorDialog({
  section,
  onApply,
  onClose,
}: { section: HomeSection } & EditorHandlers<HomeSection>) {
  const editor = useEditorForm(section, {
    label: 'Section editor',
    tabs: { ...ENTRY_TABS, layout: { label: 'Layout', fields: ['layout'] } },
  });
  const { form, edit, problem, messageId, field, apply } = editor;
  const list = ITEM_LISTS[form.type];

  const applySection = () =>
    apply(homeSectionSchema, tidyColours(form, ['backgroundColor', 'textColor']), onApply, (found) => {
      const [field, index] = found.path;
      const entry =
        field === 'logos' && typeof index === 'number' && list ? `${list.noun} ${index + 1}: ` : '';
      return { ...found, message: entry + found.message };
    });

  return (
    <EditorDialog
      title={`Edit ${SECTION_TYPE_LABELS[form.type]} section`}
      editor={editor}
      onApply={applySection}
      onClose={onClose}
    >
      <EditorTab value="content" className="grid gap-4">
        <EntryTextFields
          field={field}
          limits={HOME_LIMITS}
          titleRequired
          contentRows={4}
          contentPlaceholder="One paragraph per line"
        />
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField label="Button text" {...field('buttonText')} maxLength={HOME_LIMITS.buttonText} />
          <TextField
            label="Button link"
            {...field('buttonUrl')}
            inputMode="url"
            maxLength={HOME_LIMITS.url}
            placeholder="/promo or https://…"
          />
        </div>
        <p className="-mt-2 text-xs text-slate-600">
          The button shows only when it has both a text and a link.
        </p>
        {form.type === 'cta' && (
          <div className="grid gap-4 sm:grid-cols-2">
            <TextField label="Games title" {...field('gamesTitle')} maxLength={HOME_LIMITS.title} />
            <TextField label="Games subtitle" {...field('gamesSubtitle')} maxLength={HOME_LIMITS.subtitle} />
          </div>
        )}
        {list && (
          <ItemListEditor
            items={form.logos}
            onChange={(logos: HomeItem[]) => edit({ logos })}
            copy={list}
            max={list.max}
            showTextAlign={list.textAlign}
            problem={itemProblemOf(problem, messageId)}
          />
        )}
      </EditorTab>

      <EditorTab value="design" className="grid gap-4">
        <EntryColourFields field={field} />
        <SectionSample section={form} />
      </EditorTab>

      <EditorTab value="layout" className="grid gap-4">
        <LayoutChoice legend="Layout" value={form.layout} onChange={(layout) => edit({ layout })} />
        <p className="text-sm text-slate-600">
          Where the title, text and button sit in the section: on the left, centred or on the right.
        </p>
      </EditorTab>
    </EditorDialog>
  );
}

/** The section's title and subtitle in its colours. */
function SectionSample({ section }: { section: HomeSection }) {
  return (
    <ColourSample
      label="Colour sample"
      backgroundColor={section.backgroundColor}
      textColor={section.textColor}
    >
      <p className="text-lg font-bold">{section.title || 'Section title'}</p>
      {section.subtitle && <p className="text-sm">{section.subtitle}</p>}
    </ColourSample>
  );
}
