// Tailwind classes of the tab's labels and inputs, light theme, 16 px text on phones so iOS does not zoom;
// an input scrolled to (by focus) stops clear of the fixed 64 px header.
export const labelClass = 'mb-1 block text-sm font-medium text-slate-700';
export const inputClass =
  'w-full min-w-0 scroll-mt-20 rounded-md border border-slate-300 bg-white px-3 py-2 text-base text-slate-900 placeholder:text-slate-400 focus:border-brand-500 focus:outline-none sm:text-sm';
