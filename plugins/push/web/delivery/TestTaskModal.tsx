// Replaced by the delivery part's owner: the Test Task modal (002 "Test Task"; §5 its messages),
// opened from the list (contract below).
import type { Env } from '../../../../core/shared/constants';

export interface TestTaskModalProps {
  code: string;
  env: Env;
  platform: 1 | 2;
  opened: boolean;
  onClose: () => void;
}

export function TestTaskModal(_props: TestTaskModalProps) {
  return null;
}
