import { Select, SelectItem, SelectLabel, SelectPopover, SelectProvider, useSelectStore } from '@ariakit/react';
import { useShownOnMount } from '../../lazyPart';
import { ChevronDown, type PageSizeSelectProps } from './PageSizeSelect';
import * as styles from './Table.css';

/** "Rows per page" as an Ariakit select, mounted open by a press on its look-alike trigger. */
export default function PageSizeSelectPopup({ pageSize, pageSizes, onChange, label }: PageSizeSelectProps & { label: string }) {
  const store = useSelectStore({ value: String(pageSize), setValue: (value) => onChange(Number(value)) });
  const trigger = useShownOnMount(store);
  return (
    <SelectProvider store={store}>
      <span className={styles.pageSize}>
        <SelectLabel>{label}</SelectLabel>
        <Select ref={trigger} className={styles.pageSizeTrigger}>
          {pageSize}
          <ChevronDown />
        </Select>
      </span>
      <SelectPopover gutter={4} className={styles.popover}>
        {pageSizes.map((size) => (
          <SelectItem key={size} value={String(size)} className={styles.option}>
            {size}
          </SelectItem>
        ))}
      </SelectPopover>
    </SelectProvider>
  );
}
