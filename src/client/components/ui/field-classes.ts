// Tailwind classes of the tab's labels and inputs, light theme, 16 px text on phones so iOS does not zoom.
export const labelClass = 'mb-1 block text-sm font-medium text-slate-700';
export const inputClass =
  'w-full min-w-0 rounded-md border border-slate-300 bg-white px-3 py-2 text-base text-slate-900 placeholder:text-slate-400 focus:border-brand-500 focus:outline-none sm:text-sm';
