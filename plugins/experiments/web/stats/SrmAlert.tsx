// The sample-ratio-mismatch warning (issue 14, beyond the spec): the groups' users do not follow
// their weights (chi-square p < 0.001, GrowthBook's and Statsig's threshold), so the assignment or
// the exposure logging is suspect and the differences below cannot be trusted as they are.
import { Alert } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import type { SrmInfo } from '../../endpoints/stats';
import { pText, splitText } from './format';

export function SrmAlert({ srm }: { srm: SrmInfo }) {
  if (!srm.mismatch) return null;
  return (
    <Alert role="alert" color="orange" variant="light" icon={<IconAlertTriangle size={18} />} title="Sample ratio mismatch" mb="md">
      The weights expect {splitText(srm.groups, 'expectedShare')}, the exposed users split {splitText(srm.groups, 'observedShare')}{' '}
      (chi-square {srm.chiSquare.toFixed(1)}, p {pText(srm.p).startsWith('<') ? pText(srm.p) : `= ${pText(srm.p)}`}). Assignment or exposure
      logging may be broken: do not trust the differences until it is explained.
    </Alert>
  );
}
