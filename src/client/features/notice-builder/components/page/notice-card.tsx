// One notice as a visitor sees it: its badges, title, subtitle, image, content and schedule, in the
// operator's colours. Everything is text: a title "<b>x</b>" shows those characters.
import { useId } from '#client/lib/use-id';
import * as m from '#messages';
import { phoneVariantOf } from '#shared/home-page';
import { isAllowedImageUrl } from '#shared/urls';
import type { Layout, NoticePriority, NoticeSection, NoticeType } from '#shared/notice-page';
import { dateTime } from '#client/i18n/format';

const ALIGN: Record<Layout, string> = { left: 'text-left', center: 'text-center', right: 'text-right' };

// Badges carry their own colours (white on a 700 shade, 5:1 or better), readable on any card colour.
const TYPE_BADGE: Record<NoticeType, { label: string; className: string }> = {
  announcement: { label: m.pages_noticeAnnouncement, className: 'bg-[#1D4ED8]' },
  promotion: { label: m.pages_noticePromotion, className: 'bg-[#7E22CE]' },
  warning: { label: m.pages_noticeWarning, className: 'bg-[#B91C1C]' },
  info: { label: m.pages_noticeInfo, className: 'bg-[#0E7490]' },
};

const PRIORITY_BADGE: Record<NoticePriority, { label: string; dot: string }> = {
  high: { label: m.pages_priorityHigh, dot: 'bg-[#F87171]' },
  medium: { label: m.pages_priorityMedium, dot: 'bg-[#FBBF24]' },
  low: { label: m.pages_priorityLow, dot: 'bg-[#34D399]' },
};

const BADGE =
  'inline-flex items-center gap-1.5 rounded-full px-3 py-1 text-xs font-bold tracking-wide text-white shadow-sm';

/** An image address the page will load: site-relative or http(s), nothing else. */
export const hasShowableImage = (notice: NoticeSection): boolean =>
  notice.imageUrl !== '' && isAllowedImageUrl(notice.imageUrl);

/**
 * A box of fixed ratio, at most 300px tall, that holds its place before the image arrives (no layout
 * shift); the image is scaled into it whole, since a promotion's text must not be cropped off.
 */
function NoticeImage({ url, alt, eager }: { url: string; alt: string; eager: boolean }) {
  const small = phoneVariantOf(url);
  return (
    <div className="mt-4 max-h-[300px] w-full overflow-hidden rounded-xl" style={{ aspectRatio: '16 / 9' }}>
      <img
        src={url}
        srcSet={small ? `${small} 800w, ${url} 1600w` : undefined}
        sizes={small ? '(min-width: 800px) 720px, calc(100vw - 4rem)' : undefined}
        alt={alt}
        width={1600}
        height={900}
        loading={eager ? 'eager' : 'lazy'}
        decoding={eager ? 'auto' : 'async'}
        fetchPriority={eager ? 'high' : undefined}
        className="h-full w-full object-contain"
      />
    </div>
  );
}

function When({ verb, iso }: { verb: string; iso: string }) {
  const label = dateTime(iso);
  if (!label) return null;
  return (
    <span>
      {verb} <time dateTime={iso}>{label}</time>
    </span>
  );
}

export function NoticeCard({
  notice,
  eagerImage = false,
}: {
  notice: NoticeSection;
  /** The page's first image on the first screen, usually its largest paint: fetched at once, first. */
  eagerImage?: boolean;
}) {
  const titleId = useId();
  const title = notice.title.trim();
  const type = TYPE_BADGE[notice.type];
  const priority = PRIORITY_BADGE[notice.priority];
  const image = hasShowableImage(notice) ? notice.imageUrl : null;
  const hasSchedule = Boolean(dateTime(notice.startDate) || dateTime(notice.endDate));

  return (
    <article
      aria-labelledby={title ? titleId : undefined}
      data-testid="notice-card"
      data-notice-id={notice.id}
      className="rounded-2xl p-5 shadow-xl ring-1 ring-black/10 sm:p-6"
      style={{ backgroundColor: notice.backgroundColor, color: notice.textColor }}
    >
      <div className="flex flex-wrap gap-2">
        <span className={`${BADGE} ${type.className}`} data-testid="notice-type">
          {type.label}
        </span>
        <span className={`${BADGE} bg-[#1F2937]`} data-testid="notice-priority">
          <span aria-hidden="true" className={`h-2 w-2 rounded-full ${priority.dot}`} />
          {priority.label}
        </span>
      </div>
      {title && (
        <h3
          id={titleId}
          className={`mt-3 text-xl leading-snug font-extrabold wrap-anywhere sm:text-2xl ${ALIGN[notice.titleAlignment]}`}
        >
          {notice.title}
        </h3>
      )}
      {notice.subtitle.trim() && (
        <p className={`mt-1 text-base font-semibold wrap-anywhere ${ALIGN[notice.subtitleAlignment]}`}>
          {notice.subtitle}
        </p>
      )}
      {image && <NoticeImage url={image} alt={title} eager={eagerImage} />}
      {notice.content.trim() && (
        <p
          className={`mt-3 text-base leading-relaxed whitespace-pre-wrap wrap-anywhere ${ALIGN[notice.layout]}`}
          data-testid="notice-content"
        >
          {notice.content}
        </p>
      )}
      {hasSchedule && (
        <p
          className="mt-4 flex flex-wrap gap-x-5 gap-y-1 border-t border-current/20 pt-3 text-sm font-medium"
          data-testid="notice-schedule"
        >
          <When verb={m.pages_noticeStarts} iso={notice.startDate} />
          <When verb={m.pages_noticeEnds} iso={notice.endDate} />
        </p>
      )}
    </article>
  );
}
