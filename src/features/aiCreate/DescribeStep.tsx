import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Inline, Text, TextArea } from '../../design-system';
import { IDEAS_COUNT } from '../../domain';
import { Pending } from './Pending';
import { StepForm } from './StepForm';

/** Fewer characters than this say nothing the AI could build on. */
export const MIN_TEXT_LENGTH = 10;

export interface DescribeStepProps {
  post: string;
  onPostChange: (post: string) => void;
  pending: boolean;
  onSubmit: () => void;
  onCancel: () => void;
}

/** Step 1: the business in the owner's words (or a pasted post), sent for ideas. */
export function DescribeStep({ post, onPostChange, pending, onSubmit, onCancel }: DescribeStepProps) {
  const { t } = useTranslation('aiCreate');
  const [tried, setTried] = useState(false);
  const tooShort = post.trim().length < MIN_TEXT_LENGTH;
  return (
    <StepForm
      titleId="ai-describe-title"
      title={t('steps.describe')}
      onSubmit={() => {
        setTried(true);
        if (!tooShort && !pending) onSubmit();
      }}
    >
      <TextArea
        label={t('describe.label')}
        hint={t('describe.hint')}
        rows={5}
        required
        value={post}
        readOnly={pending}
        onChange={(event) => onPostChange(event.currentTarget.value)}
        error={tried && tooShort ? t('describe.tooShort', { count: MIN_TEXT_LENGTH }) : undefined}
      />
      <Text tone="muted">{t('describe.free')}</Text>
      {pending && <Pending>{t('describe.pending')}</Pending>}
      <Inline align="center">
        <Button type="submit" loading={pending}>
          {t('describe.submit', { count: IDEAS_COUNT })}
        </Button>
        {pending && (
          <Button variant="secondary" onClick={onCancel}>
            {t('describe.cancel')}
          </Button>
        )}
      </Inline>
    </StepForm>
  );
}
