import type { ReactNode } from 'react';
import { Heading, Panel } from '../../design-system';

export interface StepFormProps {
  titleId: string;
  title: ReactNode;
  /** Sent by its button or Enter; the step says its own problems next to the fields (the browser's are off). */
  onSubmit: () => void;
  children: ReactNode;
}

/** A step of the flow the owner fills in: a form in a panel, under the step's title. */
export function StepForm({ titleId, title, onSubmit, children }: StepFormProps) {
  return (
    <Panel
      as="form"
      radius="lg"
      aria-labelledby={titleId}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit();
      }}
    >
      <Heading level={2} id={titleId}>
        {title}
      </Heading>
      {children}
    </Panel>
  );
}
