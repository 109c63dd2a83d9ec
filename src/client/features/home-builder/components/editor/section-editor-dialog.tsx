// The section editor: tabs Content, Design and Layout over a copy of one section. Apply checks the copy
// with the server's own rule (homeSectionSchema) and hands the result to the draft; a refusal names the
// first problem, opens its tab and keeps the dialog open.
import * as Tabs from '@radix-ui/react-tabs';
import { useState } from 'react';
import { homeSectionSchema } from '#shared/api/home-builder';

import { HOME_LIMITS, type HomeItem, type HomeSection, type SectionType } from '#shared/home-page';
import { HEX_COLOR_6 } from '#shared/urls';
import { SECTION_TYPE_LABELS } from './draft-model';
import { EditorDialog, firstProblem, useEditorForm } from '#client/components/builder/editor-form.tsx';
import { ColourSample } from '#client/components/builder/colour-sample.tsx';
import { LayoutChoice } from '#client/components/builder/layout-choice.tsx';
import { ColourField, normalizeHex } from '#client/components/ui/colour-field.tsx';
import { TextField } from '#client/components/ui/text-fields.tsx';
import { ImageUploadField } from '#client/components/builder/image-upload-field.tsx';
import { ItemListEditor, type ItemListCopy } from './item-list-editor';

type EditorTab = 'content' | 'design' | 'layout';

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

const DESIGN_FIELDS = new Set(['backgroundColor', 'textColor']);

export function SectionEditorDialog({
  section,
  onApply,
  onClose,
}: {
  section: HomeSection;
  onApply: (section: HomeSection) => void;
  onClose: () => void;
}) {
  const { form, edit, problem, setProblem, messageId, field } = useEditorForm<HomeSection>(section);
  const [tab, setTab] = useState<EditorTab>('content');
  const list = ITEM_LISTS[form.type];

  const apply = () => {
    const tidy = {
      ...form,
      backgroundColor: normalizeHex(form.backgroundColor),
      textColor: normalizeHex(form.textColor),
    };
    const parsed = homeSectionSchema.safeParse(tidy);
    if (parsed.success) {
      onApply(parsed.data);
      return;
    }
    const found = firstProblem(parsed.error);
    if (!found) return;
    const [field, index] = found.path;
    const entry = field === 'logos' && typeof index === 'number' && list ? `${list.noun} ${index + 1}: ` : '';
    setProblem({ ...found, message: entry + found.message });
    setTab(field === 'layout' ? 'layout' : DESIGN_FIELDS.has(String(field)) ? 'design' : 'content');
  };

  const itemProblem =
    problem?.path[0] === 'logos' && typeof problem.path[1] === 'number'
      ? { index: problem.path[1], field: String(problem.path[2] ?? ''), messageId }
      : undefined;

  const tabClass =
    'flex-1 rounded-md px-3 py-2 text-sm font-medium text-slate-600 data-[state=active]:bg-white data-[state=active]:text-slate-900 data-[state=active]:shadow sm:flex-none';

  return (
    <EditorDialog
      title={`Edit ${SECTION_TYPE_LABELS[form.type]} section`}
      description="Apply puts the changes in the draft; Publish makes them live."
      problem={problem}
      messageId={messageId}
      onApply={apply}
      onClose={onClose}
    >
      <Tabs.Root value={tab} onValueChange={(v) => setTab(v as EditorTab)}>
        <Tabs.List aria-label="Section editor" className="mb-4 flex gap-1 rounded-lg bg-slate-200 p-1">
          <Tabs.Trigger value="content" className={tabClass}>
            Content
          </Tabs.Trigger>
          <Tabs.Trigger value="design" className={tabClass}>
            Design
          </Tabs.Trigger>
          <Tabs.Trigger value="layout" className={tabClass}>
            Layout
          </Tabs.Trigger>
        </Tabs.List>

        <Tabs.Content value="content" className="grid gap-4">
          <TextField label="Title" required {...field('title')} maxLength={HOME_LIMITS.title} />
          <TextField label="Subtitle" {...field('subtitle')} maxLength={HOME_LIMITS.subtitle} />
          <TextField
            label="Content"
            multiline
            rows={4}
            {...field('content')}
            maxLength={HOME_LIMITS.content}
            placeholder="One paragraph per line"
          />
          <ImageUploadField label="Image" {...field('imageUrl')} failureText="Failed to upload image" />
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
              <TextField
                label="Games subtitle"
                {...field('gamesSubtitle')}
                maxLength={HOME_LIMITS.subtitle}
              />
            </div>
          )}
          {list && (
            <ItemListEditor
              items={form.logos}
              onChange={(logos: HomeItem[]) => edit({ logos })}
              copy={list}
              max={list.max}
              showTextAlign={list.textAlign}
              problem={itemProblem}
            />
          )}
        </Tabs.Content>

        <Tabs.Content value="design" className="grid gap-4">
          <div className="grid gap-4 sm:grid-cols-2">
            <ColourField label="Background colour" rule={HEX_COLOR_6} {...field('backgroundColor')} />
            <ColourField label="Text colour" rule={HEX_COLOR_6} {...field('textColor')} />
          </div>
          <SectionSample section={form} />
        </Tabs.Content>

        <Tabs.Content value="layout" className="grid gap-4">
          <LayoutChoice legend="Layout" value={form.layout} onChange={(layout) => edit({ layout })} />
          <p className="text-sm text-slate-600">
            Where the title, text and button sit in the section: on the left, centred or on the right.
          </p>
        </Tabs.Content>
      </Tabs.Root>
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
