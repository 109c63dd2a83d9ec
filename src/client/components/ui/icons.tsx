// The admin's line icons: 18 px, drawn in the text colour, hidden from screen readers (the button that
// holds one carries the name).

/** One stroked path on a 24 × 24 grid. */
export function StrokeIcon({ d }: { d: string }) {
  return (
    <svg
      viewBox="0 0 24 24"
      width="18"
      height="18"
      aria-hidden="true"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      <path d={d} />
    </svg>
  );
}

/** Delete: a builder's entry, a promo code. */
export function TrashIcon() {
  return <StrokeIcon d="M4 7h16M10 11v6M14 11v6M6 7l1 12a2 2 0 0 0 2 2h6a2 2 0 0 0 2-2l1-12M9 7V4h6v3" />;
}

/** Filter: show only the rows of this (a customer's codes). */
export function FilterIcon() {
  return <StrokeIcon d="M4 5h16l-6 7v6l-4 2v-8z" />;
}
