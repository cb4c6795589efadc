import type { TFunction } from 'i18next';
import type { EditorForm, EditorProblem } from './model';

/** What every step gets: the form, the one way to change it, and the messages to show next to inputs. */
export interface StepProps {
  form: EditorForm;
  edit: (change: (form: EditorForm) => EditorForm) => void;
  /** The translated message for the input at `at` ('name', '#Field2.title' …), named `label`; else undefined. */
  problem: (at: string, label: string) => string | undefined;
}

/** Builds `problem` for one step's problems (empty while the step's errors are not yet revealed). */
export function problemMessages(problems: readonly EditorProblem[], t: TFunction<'editor'>) {
  return (at: string, label: string): string | undefined => {
    const found = problems.find((p) => p.at === at);
    if (!found) return undefined;
    switch (found.key) {
      case 'required':
        return t('errors.required', { field: label });
      case 'headerSize':
        return t('errors.headerSize', { field: label });
      case 'addAtLeast1Option':
        return t('errors.addAtLeast1Option');
      case 'atLeastOneField':
        return t('errors.atLeastOneField');
      case 'invalidUrl':
        return t('errors.invalidUrl');
    }
  };
}
