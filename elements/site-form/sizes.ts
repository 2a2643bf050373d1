/**
 * The form's field boxes, shared by the upgraded element (css/site-form.css.ts) and its pre-upgrade
 * rules (fallback.css.ts), so the server's copy of the form keeps its place until it upgrades.
 */
export const FORM_SIZES = {
  maxWidth: '40rem',
  /** Inputs, selects, the submit button, and a checkbox's or radio's row. */
  controlHeight: '2.75rem',
  textareaMinHeight: '8rem',
  /** A checkbox or radio. */
  choiceSize: '1.25rem',
} as const;
