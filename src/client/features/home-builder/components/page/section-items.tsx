// A section's logo, game or gallery entries, laid out per section type: hero a row of logo
// tiles, gallery a grid of large captioned images, cta a row of game logos, anything else the default
// list. Names are multi-line; the phone line shows in the gallery and default layouts only.
import type { HomeItem, Layout, SectionType } from '#shared/home-page';
import { LAYOUT_CLASS, lines, oneLine } from './home-data';
import { HomeImage, type ImageLoading } from './home-image';

type LoadingOf = (index: number) => ImageLoading;

export function Lines({ value }: { value: string }) {
  return lines(value).map((line, i) => (
    <span key={i} className="block">
      {line}
    </span>
  ));
}

function PhoneLine({ phone }: { phone: string }) {
  const digits = phone.replace(/[^0-9]/g, '');
  if (phone.trim() === '') return null;
  const plus = phone.trim().startsWith('+') ? '+' : '';
  return (
    <span className="mt-1 block text-sm font-semibold">
      {digits === '' ? (
        phone
      ) : (
        <a href={`tel:${plus}${digits}`} className="underline underline-offset-2">
          {phone}
        </a>
      )}
    </span>
  );
}

/** The layouts other than the gallery: each entry a square image of `size` CSS pixels and its name. */
function Tiles({
  items,
  loadingOf,
  size,
  list,
  item: itemClass,
  image,
  name,
  phone = false,
}: {
  items: HomeItem[];
  loadingOf: LoadingOf;
  size: number;
  /** The classes of the list, an entry, its image and its name. */
  list: string;
  item: string;
  image: string;
  name: string;
  /** The phone line under the name. */
  phone?: boolean;
}) {
  return (
    <ul role="list" className={list}>
      {items.map((item, i) => (
        <li key={item.id} className={itemClass}>
          <HomeImage
            url={item.url}
            alt={oneLine(item.name)}
            width={size}
            height={size}
            sizes={`${size}px`}
            loading={loadingOf(i)}
            className={image}
          />
          <p className={name}>
            <Lines value={item.name} />
            {phone && <PhoneLine phone={item.phone} />}
          </p>
        </li>
      ))}
    </ul>
  );
}

const GALLERY = {
  1: { grid: 'mx-auto max-w-3xl grid-cols-1', sizes: '(min-width: 800px) 768px, calc(100vw - 2rem)' },
  2: {
    grid: 'grid-cols-1 sm:grid-cols-2',
    sizes: '(min-width: 1024px) 480px, (min-width: 640px) 50vw, calc(100vw - 2rem)',
  },
  3: {
    grid: 'grid-cols-1 sm:grid-cols-2 lg:grid-cols-3',
    sizes: '(min-width: 1024px) 320px, (min-width: 640px) 50vw, calc(100vw - 2rem)',
  },
} as const;

/** gallery: a responsive grid of large images, each caption aligned as its item says. */
function GalleryGrid({ items, loadingOf }: { items: HomeItem[]; loadingOf: LoadingOf }) {
  const columns = GALLERY[Math.min(items.length, 3) as 1 | 2 | 3];
  return (
    <ul role="list" className={`grid gap-6 ${columns.grid}`}>
      {items.map((item, i) => (
        <li key={item.id}>
          <figure>
            <HomeImage
              url={item.url}
              alt={oneLine(item.name)}
              width={1600}
              height={900}
              sizes={columns.sizes}
              loading={loadingOf(i)}
              className="rounded-2xl bg-black/5 shadow-xl"
            />
            {(item.name.trim() !== '' || item.phone.trim() !== '') && (
              <figcaption
                className={`mt-3 text-base leading-snug font-semibold ${LAYOUT_CLASS[item.textAlign].text}`}
              >
                <Lines value={item.name} />
                <PhoneLine phone={item.phone} />
              </figcaption>
            )}
          </figure>
        </li>
      ))}
    </ul>
  );
}

export function SectionItems({
  type,
  items,
  layout,
  loadingOf,
}: {
  type: SectionType;
  items: HomeItem[];
  layout: Layout;
  loadingOf: LoadingOf;
}) {
  switch (type) {
    case 'hero':
      // Small square logo tiles, the name under each.
      return (
        <Tiles
          items={items}
          loadingOf={loadingOf}
          size={112}
          list={`flex flex-wrap gap-4 sm:gap-6 ${LAYOUT_CLASS[layout].row}`}
          item="w-24 text-center sm:w-28"
          image="rounded-2xl bg-white p-2 shadow-lg"
          name="mt-2 text-sm leading-snug font-semibold break-words"
        />
      );
    case 'gallery':
      return <GalleryGrid items={items} loadingOf={loadingOf} />;
    case 'cta':
      // A compact row of game logos with their names.
      return (
        <Tiles
          items={items}
          loadingOf={loadingOf}
          size={80}
          list={`flex flex-wrap gap-3 ${LAYOUT_CLASS[layout].row}`}
          item="w-20 text-center"
          image="rounded-full bg-white p-1.5 shadow-md"
          name="mt-1.5 text-xs leading-tight font-bold break-words"
        />
      );
    default:
      // feature and the rest: a list of small images beside their names and phone lines.
      return (
        <Tiles
          items={items}
          loadingOf={loadingOf}
          size={64}
          list="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3"
          item="flex items-center gap-3 text-left"
          image="w-16 shrink-0 rounded-xl bg-white p-1 shadow"
          name="min-w-0 text-sm leading-snug font-semibold break-words"
          phone
        />
      );
  }
}
