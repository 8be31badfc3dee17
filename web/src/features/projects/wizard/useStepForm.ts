import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect } from 'react';
import { useForm, type DefaultValues, type Path } from 'react-hook-form';
import type { WizardStep } from '@/lib/paths';
import type { Draft, DraftValues } from './draft';
import { stepSchemas, type StepValues } from './schemas';

function pick<S extends WizardStep>(step: S, values: DraftValues): StepValues<S> {
  const keys = Object.keys(stepSchemas[step].shape) as (keyof DraftValues)[];
  return Object.fromEntries(keys.map((key) => [key, values[key]])) as StepValues<S>;
}

/**
 * One step's form: starts from the draft, saves every change back to it (so a reload keeps what
 * was typed), validates with the step's schema, and shows the server's errors for its fields.
 */
export function useStepForm<S extends WizardStep>(step: S, draft: Draft, updateValues: (values: Partial<DraftValues>) => void) {
  const form = useForm<StepValues<S>>({
    resolver: zodResolver(stepSchemas[step]) as never,
    defaultValues: pick(step, draft.values) as DefaultValues<StepValues<S>>,
    mode: 'onTouched',
  });
  const { subscribe, setError } = form;

  useEffect(
    () => subscribe({ formState: { values: true }, callback: ({ values }) => updateValues(values as Partial<DraftValues>) }),
    [subscribe, updateValues],
  );

  // The server's answer to the last publish, on the fields of this step.
  const serverErrors = draft.serverErrors;
  useEffect(() => {
    const fields = Object.keys(stepSchemas[step].shape);
    let first = true;
    for (const [field, code] of Object.entries(serverErrors)) {
      if (fields.includes(field)) {
        setError(field as Path<StepValues<S>>, { type: 'server', message: code }, { shouldFocus: first });
        first = false;
      }
    }
    // Only when arriving on the step: later edits clear these errors through the draft.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [step, setError]);

  return form;
}
