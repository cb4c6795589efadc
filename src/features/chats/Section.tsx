import type { ReactNode } from 'react';
import { Heading, Stack, Text } from '../../design-system';

/** One titled part of a chat's page or settings: a section named by its heading, a muted line under it if any. */
export function Section({ id, title, intro, children }: { id: string; title: string; intro?: string; children: ReactNode }) {
  return (
    <Stack as="section" aria-labelledby={id}>
      <Heading level={2} id={id}>
        {title}
      </Heading>
      {intro && <Text tone="muted">{intro}</Text>}
      {children}
    </Stack>
  );
}
