/**
 * Business constants of the dropdown; each one is the
 * default of a prop of the same meaning.
 */
export const MULTISELECT_DEFAULTS = {
  /**
   * Most rows shown after filtering (`optionsLimit`). No cap: the list is
   * virtualised, so every option is reachable by scrolling and keyboard
   * (vue-multiselect's 1000 exists because it renders every row).
   */
  optionsLimit: Number.POSITIVE_INFINITY,
  /** Maximum list height in px (`maxHeight`). */
  maxHeight: 300,
  /** Height of one option row in px (`optionHeight`). */
  optionHeight: 40,
  /** Visible tags before 'and {n} more' (`limit`). */
  limit: 99999,
  /** Where the "create a tag" row goes (`tagPosition`). */
  tagPosition: 'top',
  /** Margin in px kept to the viewport edge when choosing the open direction. */
  openMargin: 40,
} as const;
