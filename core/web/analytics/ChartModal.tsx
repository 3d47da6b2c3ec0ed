// A modal holding a chart (or anything) with the spec's modal width and a busy state.
import type { ReactNode } from 'react';
import { Box, LoadingOverlay, Modal } from '@mantine/core';

export function ChartModal(props: {
  opened: boolean;
  title: ReactNode;
  onClose: () => void;
  loading?: boolean;
  width?: number;
  children: ReactNode;
}) {
  return (
    <Modal opened={props.opened} onClose={props.onClose} title={props.title} size={props.width ?? 1000} centered>
      <Box pos="relative" mih={200}>
        <LoadingOverlay visible={!!props.loading} zIndex={5} overlayProps={{ blur: 1 }} />
        {props.children}
      </Box>
    </Modal>
  );
}
