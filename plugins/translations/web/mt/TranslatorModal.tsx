// Replaced by the machine-translation part's owner: the translator modal (contract below).
import type { TranslationMap } from '../../shared';

export interface TranslatorModalProps {
  /** A project's code, or 'common' (COMMON_SCOPE) for the common keys. */
  scope: string;
  opened: boolean;
  onClose: () => void;
  /** The selected rows (000 §5: the translator needs selected rows). */
  selected: { id: number; key: string; translation: TranslationMap }[];
  /** Called once the job finished, so the list reloads. */
  onDone?: () => void;
}

export function TranslatorModal(_props: TranslatorModalProps) {
  return null;
}
