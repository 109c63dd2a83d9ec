// The fields every page entry has (a home section, a notice), as their editors' Content and Design tabs
// show them: title, subtitle, text and image; background and text colour. The two tabs come first in
// both editors (useEditorForm's tab list).
import * as m from '#messages';
import { HEX_COLOR_6 } from '#shared/urls';
import type { Translatable } from '#shared/i18n/content';
import { ColourField } from '#client/components/ui/colour-field.tsx';
import { ImageUploadField } from './image-upload-field';
import { TranslatedTexts, type TextBinding, type TranslatedText } from './translated-text-field';

/** An entry editor's first two tabs: Content takes every field the later tabs do not name. */
export const ENTRY_TABS = {
  content: { label: m.builder_tabContent },
  design: { label: m.builder_tabDesign, fields: ['backgroundColor', 'textColor'] },
} as const;

/** useEditorForm's `field`, for the entry's string fields. */
type Field<K extends string> = (key: K) => {
  value: string;
  onChange: (value: string) => void;
  invalid: boolean;
  describedBy: string | undefined;
};

type EntryText = 'title' | 'subtitle' | 'content';

export function EntryTextFields<T extends Translatable<EntryText>>({
  field,
  text,
  limits,
  titleRequired = false,
  contentRows,
  contentPlaceholder,
}: {
  field: Field<'imageUrl'>;
  /** useEditorForm's `text`: the entry's texts in each language. */
  text: TextBinding<EntryText, T>;
  limits: { title: number; subtitle: number; content: number };
  /** Shows the asterisk only (a home section's title is marked required, yet an empty one is accepted). */
  titleRequired?: boolean;
  contentRows: number;
  contentPlaceholder: string;
}) {
  const texts: TranslatedText<EntryText>[] = [
    // Named: a new entry's editor opens with it selected (EditorDialog's `fresh`).
    {
      field: 'title',
      name: 'title',
      label: m.builder_fieldTitle,
      asterisk: titleRequired,
      maxLength: limits.title,
    },
    { field: 'subtitle', label: m.builder_fieldSubtitle, maxLength: limits.subtitle },
    {
      field: 'content',
      label: m.builder_fieldContent,
      multiline: true,
      rows: contentRows,
      maxLength: limits.content,
      placeholder: contentPlaceholder,
    },
  ];
  return (
    <>
      <TranslatedTexts text={text} fields={texts} />
      <ImageUploadField
        label={m.builder_fieldImage}
        {...field('imageUrl')}
        failureText={m.builder_uploadImageFailed}
      />
    </>
  );
}

export function EntryColourFields({ field }: { field: Field<'backgroundColor' | 'textColor'> }) {
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <ColourField label={m.builder_backgroundColour} rule={HEX_COLOR_6} {...field('backgroundColor')} />
      <ColourField label={m.builder_textColour} rule={HEX_COLOR_6} {...field('textColor')} />
    </div>
  );
}
