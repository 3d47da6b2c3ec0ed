// The order's JSON (001 §2: "A modal shows the order JSON"), indented, with a copy button.
import { Button, Code, CopyButton, Group, Modal, ScrollArea, Stack } from '@mantine/core';
import { IconCheck, IconCopy } from '@tabler/icons-react';
import type { PurchaseOrder } from '../../shared';

export function OrderJsonModal({ order, onClose }: { order: PurchaseOrder | null; onClose: () => void }) {
  const json = order ? JSON.stringify(order, null, 2) : '';
  return (
    <Modal opened={!!order} onClose={onClose} title={order ? `Order ${order.orderId}` : ''} size={800}>
      <Stack gap="sm">
        <ScrollArea.Autosize mah="60vh" type="auto">
          <Code block data-testid="order-json" tabIndex={0} role="region" aria-label="Order JSON">
            {json}
          </Code>
        </ScrollArea.Autosize>
        <Group justify="flex-end">
          <CopyButton value={json}>
            {({ copied, copy }) => (
              <Button variant="light" leftSection={copied ? <IconCheck size={16} /> : <IconCopy size={16} />} onClick={copy}>
                {copied ? 'Copied' : 'Copy JSON'}
              </Button>
            )}
          </CopyButton>
          <Button onClick={onClose}>Close</Button>
        </Group>
      </Stack>
    </Modal>
  );
}
