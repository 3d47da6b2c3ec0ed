// The wizard's form type, shared by its steps.
import type { UseFormReturnType } from '@mantine/form';
import type { WizardValues } from './values';

export type WizardForm = UseFormReturnType<WizardValues>;
