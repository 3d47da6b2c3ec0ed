// The puzzle thumbnail of 'Shapes of stage' (002): one puzzle's picture in the project's box size
// (001 §9), or a box saying why there is none.
import { useState } from 'react';
import { Center, Text } from '@mantine/core';
import type { ThumbnailSize } from '../../shared';

export function PuzzleThumbnail(props: { puzzleId: string | null; url: string | null; size: ThumbnailSize }) {
  const { url, size } = props;
  const [failed, setFailed] = useState<string | null>(null);
  if (url && failed !== url) {
    return (
      <img
        src={url}
        alt={`Puzzle ${props.puzzleId} thumbnail`}
        width={size.width}
        height={size.height}
        style={{
          objectFit: 'contain',
          borderRadius: 4,
          border: '1px solid var(--mantine-color-default-border)',
          background: 'var(--mantine-color-default-hover)',
        }}
        onError={() => setFailed(url)}
      />
    );
  }
  return (
    <Center
      w={size.width}
      h={size.height}
      role="img"
      aria-label="Puzzle thumbnail"
      style={{ borderRadius: 4, border: '1px dashed var(--mantine-color-default-border)', flexShrink: 0 }}
    >
      <Text size="xs" c="dimmed" ta="center" px={4}>
        {props.puzzleId ? 'No thumbnail' : 'Pick a puzzle id'}
      </Text>
    </Center>
  );
}
