// A minimal stand-in for the v1 part's puzzle detail modal (same contract), so the stats screen
// builds and is tested on its own; the v1 part's own file replaces it at merge.
import { Modal, Text } from '@mantine/core';

export function PuzzleDetailModal({ code, puzzleId, onClose }: { code: string; puzzleId: number | null; onClose: () => void }) {
  return (
    <Modal opened={puzzleId !== null} onClose={onClose} title={`Puzzle ${puzzleId ?? ''}`} centered>
      <Text>
        Puzzle {puzzleId} of {code}
      </Text>
    </Modal>
  );
}
