import { createTheme, JsonInput, Modal } from '@mantine/core';
import { focusFirstFieldSoon } from './modalFocus';

export const theme = createTheme({
  primaryColor: 'indigo',
  defaultRadius: 'md',
  fontFamily: 'Inter, system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
  fontFamilyMonospace: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace',
  components: {
    // Mantine's JSON field shows only a red border for text that does not parse: say why.
    JsonInput: JsonInput.extend({ defaultProps: { validationError: 'Invalid JSON' } }),
    // A modal opens on its first field, not its close button.
    Modal: Modal.extend({ defaultProps: { onEnterTransitionEnd: focusFirstFieldSoon } }),
  },
});
