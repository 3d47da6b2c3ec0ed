import { createTheme, JsonInput } from '@mantine/core';

export const theme = createTheme({
  primaryColor: 'indigo',
  defaultRadius: 'md',
  fontFamily: 'Inter, system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
  fontFamilyMonospace: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace',
  components: {
    // Mantine's JSON field shows only a red border for text that does not parse: say why.
    JsonInput: JsonInput.extend({ defaultProps: { validationError: 'Invalid JSON' } }),
  },
});
