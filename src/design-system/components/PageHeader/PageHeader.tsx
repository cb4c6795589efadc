import type { ComponentPropsWithoutRef, ReactNode } from 'react';
import { Inline, Stack } from '../Layout/Layout';
import { Heading, Text } from '../Text/Text';
import * as styles from './PageHeader.css';

export interface PageHeaderProps extends Omit<ComponentPropsWithoutRef<'header'>, 'title'> {
  /** The screen's one level-1 heading (owner content too: a chat's name breaks instead of overflowing). */
  title: ReactNode;
  /** The heading's id, for the page's `aria-labelledby`. */
  titleId?: string;
  /** One muted line under the title that says what the screen is for. */
  subtitle?: ReactNode;
  /** Buttons and links at the row's end, beside the title. */
  actions?: ReactNode;
  /** More lines under the subtitle. */
  children?: ReactNode;
}

/** The top of a screen: its title, what it is for, and what can be done from there. */
export function PageHeader({ title, titleId, subtitle, actions, children, ...rest }: PageHeaderProps) {
  const heading = (
    <Heading level={1} id={titleId} breakable className={actions ? styles.titleBesideActions : undefined}>
      {title}
    </Heading>
  );
  if (!subtitle && !children)
    return (
      <Inline as="header" gap="md" align="center" {...rest}>
        {heading}
        {actions}
      </Inline>
    );
  return (
    <Stack as="header" gap="xs" {...rest}>
      {actions ? (
        <Inline gap="md" align="center">
          {heading}
          {actions}
        </Inline>
      ) : (
        heading
      )}
      {subtitle && <Text tone="muted">{subtitle}</Text>}
      {children}
    </Stack>
  );
}
