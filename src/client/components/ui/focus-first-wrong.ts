// The forms say their own refusals (they are noValidate: the browser's bubbles speak the browser's
// language and can point at a field under the fixed header); this takes the operator to the first one.

/** After a refusal is drawn: focus the form's first field marked wrong, in the middle of the screen. */
export function focusFirstWrong(form: HTMLFormElement | null | undefined): void {
  // A frame later: the refusal's state is drawn by then.
  requestAnimationFrame(() => {
    const field = form?.querySelector<HTMLElement>('[aria-invalid="true"]');
    field?.focus({ preventScroll: true });
    field?.scrollIntoView({ block: 'center' });
  });
}
