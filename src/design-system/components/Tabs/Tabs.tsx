import { Tab, TabList, TabPanel, TabProvider } from '@ariakit/react';
import { useId, type ReactNode } from 'react';
import * as styles from './Tabs.css';
import { cx } from '../../cx';

export interface TabItem {
  id: string;
  label: ReactNode;
  content: ReactNode;
  disabled?: boolean;
}

export interface TabsProps {
  /** Accessible name of the tab list. */
  label: string;
  items: readonly TabItem[];
  /** Controlled selection; leave undefined for an uncontrolled tab set. */
  selectedId?: string;
  defaultSelectedId?: string;
  onSelectedIdChange?: (id: string) => void;
  className?: string;
}

/** Tabs (Ariakit): arrows move between tabs and select them, Home/End jump, Tab moves into the panel. */
export function Tabs({ label, items, selectedId, defaultSelectedId, onSelectedIdChange, className }: TabsProps) {
  // DOM ids are scoped to this tab set, so two tab sets with the same item ids can share a page.
  const base = useId();
  const domId = (id: string | undefined) => (id === undefined ? undefined : `${base}-${id}`);
  return (
    <div className={cx(styles.root, className)}>
      <TabProvider
        selectedId={domId(selectedId)}
        defaultSelectedId={domId(defaultSelectedId ?? items.find((item) => !item.disabled)?.id)}
        setSelectedId={(id) => {
          if (id) onSelectedIdChange?.(id.slice(base.length + 1));
        }}
      >
        <TabList aria-label={label} className={styles.list}>
          {items.map((item) => (
            <Tab key={item.id} id={domId(item.id)} disabled={item.disabled} className={styles.tab}>
              {item.label}
            </Tab>
          ))}
        </TabList>
        {items.map((item) => (
          <TabPanel key={item.id} tabId={domId(item.id)} className={styles.panel} unmountOnHide>
            {item.content}
          </TabPanel>
        ))}
      </TabProvider>
    </div>
  );
}
