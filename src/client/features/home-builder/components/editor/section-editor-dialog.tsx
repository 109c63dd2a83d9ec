// The section editor: tabs Content, Design and Layout over a copy of one section. Apply checks the copy
// with the server's own rule (homeSectionSchema) and hands the result to the draft; a refusal names the
// first problem, opens its tab and keeps the dialog open.
import * as Tabs from '@radix-ui/react-tabs';
import { useId, useState } from 'react';
import { homeSectionSchema } from '#shared/api/home-builder';
import {
  HEX_COLOR_6,
  HOME_LIMITS,
  type HomeItem,
  type HomeSection,
  type SectionType,
} from '#shared/home-page';
import { Button } from '#client/components/ui/button.tsx';
import { SECTION_TYPE_LABELS } from './draft-model';
import {
  BuilderDialog,
  ColourField,
  LayoutChoice,
  normalizeHex6,
  TextField,
} from '#client/components/builder/form-controls.tsx';
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

interface Problem {
  message: string;
  /** The top-level field, and for an entry its index and field. */
  path: (string | number)[];
}

export function SectionEditorDialog({
  section,
  onApply,
  onClose,
}: {
  section: HomeSection;
  onApply: (section: HomeSection) => void;
  onClose: () => void;
}) {
  const messageId = useId();
  const [form, setForm] = useState<HomeSection>(section);
  const [tab, setTab] = useState<EditorTab>('content');
  const [problem, setProblem] = useState<Problem | null>(null);
  const list = ITEM_LISTS[form.type];

  const edit = (patch: Partial<HomeSection>) => setForm({ ...form, ...patch });
  const bad = (field: string) => problem?.path[0] === field && problem.path.length === 1;
  const describedBy = (field: string) => (bad(field) ? messageId : undefined);

  const apply = () => {
    const tidy = {
      ...form,
      backgroundColor: normalizeHex6(form.backgroundColor),
      textColor: normalizeHex6(form.textColor),
    };
    const parsed = homeSectionSchema.safeParse(tidy);
    if (parsed.success) {
      onApply(parsed.data);
      return;
    }
    const issue = parsed.error.issues[0];
    if (!issue) return;
    const path = issue.path.filter((p) => typeof p === 'string' || typeof p === 'number');
    const [field, index] = path;
    const entry = field === 'logos' && typeof index === 'number' && list ? `${list.noun} ${index + 1}: ` : '';
    setProblem({ message: entry + issue.message, path });
    setTab(field === 'layout' ? 'layout' : DESIGN_FIELDS.has(String(field)) ? 'design' : 'content');
  };

  const itemProblem =
    problem?.path[0] === 'logos' && typeof problem.path[1] === 'number'
      ? { index: problem.path[1], field: String(problem.path[2] ?? ''), messageId }
      : undefined;

  const tabClass =
    'flex-1 rounded-md px-3 py-2 text-sm font-medium text-slate-600 data-[state=active]:bg-white data-[state=active]:text-slate-900 data-[state=active]:shadow sm:flex-none';

  return (
    <BuilderDialog
      open
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title={`Edit ${SECTION_TYPE_LABELS[form.type]} section`}
      description="Apply puts the changes in the draft; Save All publishes them."
      footer={
        <>
          {problem && (
            <p id={messageId} role="alert" className="mr-auto min-w-0 text-sm font-medium text-red-700">
              {problem.message}
            </p>
          )}
          <Button variant="outline" onClick={onClose}>
            Cancel
          </Button>
          <Button variant="secondary" onClick={apply}>
            Apply
          </Button>
        </>
      }
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
          <TextField
            label="Title"
            required
            value={form.title}
            maxLength={HOME_LIMITS.title}
            invalid={bad('title')}
            describedBy={describedBy('title')}
            onChange={(title) => edit({ title })}
          />
          <TextField
            label="Subtitle"
            value={form.subtitle}
            maxLength={HOME_LIMITS.subtitle}
            invalid={bad('subtitle')}
            describedBy={describedBy('subtitle')}
            onChange={(subtitle) => edit({ subtitle })}
          />
          <TextField
            label="Content"
            multiline
            rows={4}
            value={form.content}
            maxLength={HOME_LIMITS.content}
            invalid={bad('content')}
            describedBy={describedBy('content')}
            placeholder="One paragraph per line"
            onChange={(content) => edit({ content })}
          />
          <ImageUploadField
            label="Image"
            value={form.imageUrl}
            failureText="Failed to upload image"
            invalid={bad('imageUrl')}
            describedBy={describedBy('imageUrl')}
            onChange={(imageUrl) => edit({ imageUrl })}
          />
          <div className="grid gap-4 sm:grid-cols-2">
            <TextField
              label="Button text"
              value={form.buttonText}
              maxLength={HOME_LIMITS.buttonText}
              invalid={bad('buttonText')}
              describedBy={describedBy('buttonText')}
              onChange={(buttonText) => edit({ buttonText })}
            />
            <TextField
              label="Button link"
              value={form.buttonUrl}
              inputMode="url"
              maxLength={HOME_LIMITS.url}
              placeholder="/promo or https://…"
              invalid={bad('buttonUrl')}
              describedBy={describedBy('buttonUrl')}
              onChange={(buttonUrl) => edit({ buttonUrl })}
            />
          </div>
          <p className="-mt-2 text-xs text-slate-600">
            The button shows only when it has both a text and a link.
          </p>
          {form.type === 'cta' && (
            <div className="grid gap-4 sm:grid-cols-2">
              <TextField
                label="Games title"
                value={form.gamesTitle}
                maxLength={HOME_LIMITS.title}
                invalid={bad('gamesTitle')}
                describedBy={describedBy('gamesTitle')}
                onChange={(gamesTitle) => edit({ gamesTitle })}
              />
              <TextField
                label="Games subtitle"
                value={form.gamesSubtitle}
                maxLength={HOME_LIMITS.subtitle}
                invalid={bad('gamesSubtitle')}
                describedBy={describedBy('gamesSubtitle')}
                onChange={(gamesSubtitle) => edit({ gamesSubtitle })}
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
            <ColourField
              label="Background colour"
              value={form.backgroundColor}
              invalid={bad('backgroundColor')}
              describedBy={describedBy('backgroundColor')}
              onChange={(backgroundColor) => edit({ backgroundColor })}
            />
            <ColourField
              label="Text colour"
              value={form.textColor}
              invalid={bad('textColor')}
              describedBy={describedBy('textColor')}
              onChange={(textColor) => edit({ textColor })}
            />
          </div>
          <ColourSample section={form} />
        </Tabs.Content>

        <Tabs.Content value="layout" className="grid gap-4">
          <LayoutChoice legend="Layout" value={form.layout} onChange={(layout) => edit({ layout })} />
          <p className="text-sm text-slate-600">
            Where the title, text and button sit in the section: on the left, centred or on the right.
          </p>
        </Tabs.Content>
      </Tabs.Root>
    </BuilderDialog>
  );
}

/** The title in the chosen colours, so a hard-to-read pair shows before it is published. */
function ColourSample({ section }: { section: HomeSection }) {
  return (
    <figure aria-label="Colour sample" className="grid gap-1">
      <figcaption className="text-xs font-medium text-slate-600">Sample</figcaption>
      <div
        className="rounded-lg border border-slate-200 px-4 py-5 break-words"
        style={{
          backgroundColor: HEX_COLOR_6.test(section.backgroundColor) ? section.backgroundColor : undefined,
          color: HEX_COLOR_6.test(section.textColor) ? section.textColor : undefined,
        }}
      >
        <p className="text-lg font-bold">{section.title || 'Section title'}</p>
        {section.subtitle && <p className="text-sm">{section.subtitle}</p>}
      </div>
    </figure>
  );
}
