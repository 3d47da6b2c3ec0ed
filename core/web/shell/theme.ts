import { createTheme } from '@mantine/core';
// Modals open on their first field, and one Escape closes them (listeners the module adds).
import './modalFocus';

// Defaults are plain objects, not `Modal.extend(...)`: importing the components here would pull
// Modal and JsonInput (portal, focus trap, scroll lock, textarea: ~28 KB gzipped) into the first
// screen, which shows neither.
export const theme = createTheme({
  primaryColor: 'indigo',
  // Filled buttons and the primary colour as a fill: indigo.8 holds white text at 5.7:1 (indigo.6: 4.3).
  primaryShade: { light: 8, dark: 8 },
  defaultRadius: 'md',
  fontFamily: 'Inter, system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
  fontFamilyMonospace: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace',
  // Someone who asked their system for less motion gets no fades or slides (WCAG 2.3.3).
  respectReducedMotion: true,
  components: {
    // A select's options mount when it opens, not hidden beside every closed select: each hidden
    // list was positioned on mount (a forced style recalculation each, 7 on level statistics).
    // The input names its list (aria-controls) only while open anyway.
    Combobox: { defaultProps: { keepMounted: false } },
    // Mantine's JSON field shows only a red border for text that does not parse: say why.
    JsonInput: { defaultProps: { validationError: 'Invalid JSON' } },
    // Icon-only close buttons have a name, for every modal (ours and @mantine/modals') and every
    // notification.
    ModalCloseButton: { defaultProps: { 'aria-label': 'Close' } },
    Notification: { defaultProps: { closeButtonProps: { 'aria-label': 'Close' } } },
  },
});
