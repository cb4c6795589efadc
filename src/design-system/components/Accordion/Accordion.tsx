import { Disclosure, DisclosureContent, DisclosureProvider } from '@ariakit/react';
import { useState, type ReactNode } from 'react';
import * as styles from './Accordion.css';
import { cx } from '../../cx';

export const accordionHeadingLevels = [2, 3, 4] as const;
export type AccordionHeadingLevel = (typeof accordionHeadingLevels)[number];

export interface AccordionItem {
  id: string;
  title: ReactNode;
  content: ReactNode;
}

export interface AccordionProps {
  items: readonly AccordionItem[];
  /** Controlled open item (null: all closed); leave undefined for an uncontrolled accordion. */
  openId?: string | null;
  defaultOpenId?: string | null;
  onOpenChange?: (id: string | null) => void;
  headingLevel?: AccordionHeadingLevel;
  /** Keep closed panels in the DOM (hidden), e.g. so a video keeps its position. */
  keepMounted?: boolean;
  className?: string;
}

function Chevron({ d }: { d: string }) {
  return (
    <svg width="16" height="16" viewBox="0 0 16 16" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round">
      <path d={d} />
    </svg>
  );
}

/**
 * Question/answer sections with one open at a time (Ariakit Disclosure). Each trigger is a button inside a
 * heading, with aria-expanded; opening one closes the one that was open.
 */
export function Accordion({
  items,
  openId,
  defaultOpenId = null,
  onOpenChange,
  headingLevel = 3,
  keepMounted = false,
  className,
}: AccordionProps) {
  const [ownOpenId, setOwnOpenId] = useState<string | null>(defaultOpenId);
  const currentId = openId === undefined ? ownOpenId : openId;
  const Heading = `h${headingLevel}` as const;

  const change = (id: string | null) => {
    if (openId === undefined) setOwnOpenId(id);
    onOpenChange?.(id);
  };

  return (
    <div className={cx(styles.root, className)}>
      {items.map((item) => (
        <DisclosureProvider
          key={item.id}
          open={currentId === item.id}
          setOpen={(open) => change(open ? item.id : currentId === item.id ? null : currentId)}
        >
          <div className={styles.item} data-accordion-item={item.id}>
            <Heading className={styles.heading}>
              <Disclosure className={styles.trigger}>
                <span>{item.title}</span>
                <span className={styles.chevronDown} aria-hidden="true">
                  <Chevron d="M4 6l4 4 4-4" />
                </span>
                <span className={styles.chevronUp} aria-hidden="true">
                  <Chevron d="M4 10l4-4 4 4" />
                </span>
              </Disclosure>
            </Heading>
            <DisclosureContent className={styles.content} unmountOnHide={!keepMounted}>
              {item.content}
            </DisclosureContent>
          </div>
        </DisclosureProvider>
      ))}
    </div>
  );
}
