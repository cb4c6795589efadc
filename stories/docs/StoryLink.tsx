import type { ReactNode } from 'react';

/**
 * A link from a docs page to a story, opened in the whole Storybook (the manager around this preview). Relative to
 * the preview page, so it works wherever the Storybook is served (a root, a sub-path, Chromatic).
 */
export function StoryLink({ id, children }: { id: string; children: ReactNode }) {
  return (
    <a href={`./?path=/story/${id}`} target="_top">
      {children}
    </a>
  );
}
