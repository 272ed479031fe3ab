/** Marks the bug widget's own elements, so its screenshot leaves them out (kept apart from the lazy capture code). */
export const WIDGET_ATTRIBUTE = "data-bug-widget";
