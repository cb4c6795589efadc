import type { TFunction } from 'i18next';
import type { EditorForm, EditorProblem } from './model';
import type { FormAutosave } from './useFormAutosave';

/** What every step gets: the form, the one way to change it, and the messages to show next to inputs. */
export interface StepProps {
  form: EditorForm;
  edit: FormAutosave['edit'];
  /** The translated message for the input at `at` ('name', '#Field2.title' …), named `label`; else undefined. */
  problem: (at: string, label: string) => string | undefined;
}

/** Builds `problem` for one step's problems (empty while the step's errors are not yet revealed). */
export function problemMessages(problems: readonly EditorProblem[], t: TFunction<'editor'>) {
  return (at: string, label: string): string | undefined => {
    const found = problems.find((p) => p.at === at);
    // Each key has its text under errors (those that name no field ignore `field`).
    return found ? t(`errors.${found.key}`, { field: label }) : undefined;
  };
}
