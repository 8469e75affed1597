/**
 * Props for a DataTable's scroll area. A table wider than a phone scrolls sideways; a focusable viewport
 * lets keyboard users scroll it too, even when it holds nothing to tab to, such as an empty list (WCAG 2.1.1,
 * axe scrollable-region-focusable).
 */
export const keyboardScrollable = { viewportProps: { tabIndex: 0 } }
