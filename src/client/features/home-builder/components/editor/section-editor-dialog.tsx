// The section editor: tabs Content, Design and Layout over a copy of one section. Apply checks the copy
// with the server's own rule (homeSectionSchema) and hands the result to the draft; a refusal names the
// first problem, opens its tab and keeps the dialog open.
import * as m from '#messages';
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
import {
  TranslatedTextField,
  TranslatedTexts,
  type TranslatedText,
} from '#client/components/builder/translated-text-field.tsx';
import { SECTION_TYPE_LABELS } from './draft-model';
import { ItemListEditor, itemProblemOf, type ItemListCopy } from './item-list-editor';

/** A layout's entries as the editor offers them. */
interface ItemList extends ItemListCopy {
  max?: number;
  textAlign?: boolean;
  /** The heading the page shows over them (a CTA's games), as long as a section's own title and subtitle. */
  heading?: readonly TranslatedText<'gamesTitle' | 'gamesSubtitle'>[];
}

/** The entries each public layout draws; feature and text sections have none. */
const ITEM_LISTS: Partial<Record<SectionType, ItemList>> = {
  hero: {
    title: m.builder_logos,
    item: m.builder_logoN,
    addLabel: m.builder_addLogo,
    full: m.builder_logosFull,
    nameLabel: m.builder_name,
    uploadFailure: m.builder_uploadLogoFailed,
    max: HOME_LIMITS.logos,
  },
  gallery: {
    title: m.builder_galleryImages,
    item: m.builder_imageN,
    addLabel: m.builder_addImage,
    nameLabel: m.builder_caption,
    uploadFailure: m.builder_uploadGalleryFailed,
    textAlign: true,
  },
  cta: {
    title: m.builder_gameLogos,
    item: m.builder_gameLogoN,
    addLabel: m.builder_addGameLogo,
    nameLabel: m.builder_name,
    uploadFailure: m.builder_uploadLogoFailed,
    heading: [
      { field: 'gamesTitle', label: m.builder_gamesTitle, maxLength: HOME_LIMITS.title },
      { field: 'gamesSubtitle', label: m.builder_gamesSubtitle, maxLength: HOME_LIMITS.subtitle },
    ],
  },
};

export function SectionEditorDialog({
  section,
  onApply,
  onClose,
  fresh,
  onCloseAutoFocus,
}: { section: HomeSection } & EditorHandlers<HomeSection>) {
  const editor = useEditorForm(section, {
    label: m.builder_sectionEditor,
    tabs: { ...ENTRY_TABS, layout: { label: m.builder_tabLayout, fields: ['layout'] } },
  });
  const { form, edit, problem, messageId, field, text, apply } = editor;
  const list = ITEM_LISTS[form.type];

  const applySection = () =>
    apply(homeSectionSchema, tidyColours(form, ['backgroundColor', 'textColor']), onApply, (found) => {
      const [field, index] = found.path;
      return field === 'logos' && typeof index === 'number' && list
        ? {
            ...found,
            message: m.builder_itemProblem({ item: list.item({ n: index + 1 }), problem: found.message }),
          }
        : found;
    });

  return (
    <EditorDialog
      title={m.builder_editSection({ type: SECTION_TYPE_LABELS[form.type] })}
      editor={editor}
      fresh={fresh}
      onCloseAutoFocus={onCloseAutoFocus}
      onApply={applySection}
      onClose={onClose}
    >
      <EditorTab value="content" className="grid gap-4">
        <EntryTextFields
          field={field}
          text={text}
          limits={HOME_LIMITS}
          titleRequired
          contentRows={4}
          contentPlaceholder={m.builder_contentPerLine}
        />
        <div className="grid gap-4 sm:grid-cols-2">
          <TranslatedTextField
            label={m.builder_buttonText}
            {...text('buttonText')}
            maxLength={HOME_LIMITS.buttonText}
          />
          <TextField
            label={m.builder_buttonLink}
            {...field('buttonUrl')}
            inputMode="url"
            maxLength={HOME_LIMITS.url}
            placeholder={m.builder_buttonLinkPlaceholder}
          />
        </div>
        <p className="-mt-2 text-xs text-slate-600">{m.builder_buttonHint}</p>
        {list?.heading && (
          <div className="grid gap-4 sm:grid-cols-2">
            <TranslatedTexts text={text} fields={list.heading} />
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
        <LayoutChoice
          legend={m.builder_tabLayout}
          value={form.layout}
          onChange={(layout) => edit({ layout })}
        />
        <p className="text-sm text-slate-600">{m.builder_layoutHint}</p>
      </EditorTab>
    </EditorDialog>
  );
}

/** The section's title and subtitle in its colours. */
function SectionSample({ section }: { section: HomeSection }) {
  return (
    <ColourSample
      label={m.builder_colourSample}
      backgroundColor={section.backgroundColor}
      textColor={section.textColor}
    >
      <p className="text-lg font-bold">{section.title || m.builder_sectionTitleSample}</p>
      {section.subtitle && <p className="text-sm">{section.subtitle}</p>}
    </ColourSample>
  );
}
