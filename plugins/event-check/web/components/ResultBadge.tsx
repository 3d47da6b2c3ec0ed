// 002 §4: result 0 fail, 1 success — the number with its word.
import { Badge } from '@mantine/core';
import { RESULT, type CheckResult } from '../../shared';

export function ResultBadge({ result }: { result: CheckResult }) {
  return result === RESULT.success ? (
    <Badge color="green" variant="light" tt="none">
      1 success
    </Badge>
  ) : (
    <Badge color="red" variant="light" tt="none">
      0 fail
    </Badge>
  );
}
