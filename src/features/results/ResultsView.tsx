import { Suspense, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { Lead, LeadPatch } from '../../api';
import { Button, Heading, Inline, lazyPart, Page, ProblemNotice, Stack } from '../../design-system';
import { useFailureText } from '../../lib/failures';
import type { BulkDeleteDialogProps } from './BulkDeleteDialog';
import { LeadEditDialog } from './LeadEditDialog';
import { DeleteOneDialog, preload, type BulkDelete, type DeleteOne } from './resultsParts';
import { SessionsTable, type SessionsTableProps } from './SessionsTable';
import * as styles from './results.css';

// What few visits use loads on its own, when first needed: deleting a selection (and an export's progress, resultsParts).
const BulkDeleteDialog = lazyPart(() => import('./BulkDeleteDialog').then((part) => part.BulkDeleteDialog));

export interface ResultsViewProps {
  /** The form's or the chat's name; undefined until it is loaded. */
  name: string | undefined;
  /** The header's links (to the form's or the chat's other pages), before the export's button; not when it is gone. */
  links: readonly { to: string; label: string }[];
  exportButton: ReactNode;
  /** Under the header: the export's progress or failure. */
  status: ReactNode;
  /** The form or the chat is gone: what stands instead of everything. */
  gone: ReactNode;
  /** The leads could not be loaded: why, and how to ask again. */
  loadFailed: { error: unknown; retry: () => void } | null;
  /** Nothing to list yet: what stands instead of the table. */
  empty: ReactNode;
  /** The list's heading, and what stands beside it (a filter). */
  heading: { id: string; text: string; aside?: ReactNode };
  table: Omit<SessionsTableProps, 'selectedIds' | 'onSelectionChange' | 'bulkActions' | 'onDelete'>;
  /** Below the leads: at 1280×800 a chart above them pushed the table out of sight. */
  statistics: ReactNode;
  bulk: BulkDelete;
  /** The bulk delete's texts when not a form's sessions. */
  bulkTexts?: BulkDeleteDialogProps['texts'];
  lead: { lead: Lead | null; onClose: () => void; onSave: (patch: LeadPatch) => Promise<void> };
  deleteOne: DeleteOne & { title?: string; text?: string };
}

/** The results of a form or of a chat: a view of what its screen loaded, with the table, statistics and dialogs. */
export function ResultsView(props: ResultsViewProps) {
  const { t } = useTranslation('results');
  const failureText = useFailureText();
  const { bulk, deleteOne, heading } = props;
  const headingText = (
    <Heading level={2} id={heading.id} className={styles.sectionTitle}>
      {heading.text}
    </Heading>
  );
  return (
    <Page>
      <Inline as="header" align="center" gap="md">
        <Heading level={1} breakable className={styles.heading}>
          {props.name === undefined ? t('titleLoading') : t('title', { name: props.name })}
        </Heading>
        {props.gone ? null : (
          <Inline align="center">
            {props.links.map((link) => (
              <Button key={link.to} variant="secondary" render={<Link to={link.to} />}>
                {link.label}
              </Button>
            ))}
            {props.exportButton}
          </Inline>
        )}
      </Inline>
      {props.status}

      {props.gone ? (
        props.gone
      ) : props.loadFailed ? (
        <ProblemNotice
          message={t('loadFailed', { reason: failureText(props.loadFailed.error) })}
          onRetry={props.loadFailed.retry}
        />
      ) : props.empty ? (
        props.empty
      ) : (
        <>
          <Stack as="section" className={styles.sessions} aria-labelledby={heading.id}>
            {heading.aside ? (
              <Inline align="center" gap="md">
                {headingText}
                {heading.aside}
              </Inline>
            ) : (
              headingText
            )}
            <SessionsTable
              {...props.table}
              selectedIds={bulk.selectedIds}
              onSelectionChange={bulk.setSelectedIds}
              bulkActions={
                <>
                  <Button variant="secondary" size="sm" onClick={() => bulk.setSelectedIds([])}>
                    {t('clearSelection')}
                  </Button>
                  <Button
                    variant="danger"
                    size="sm"
                    onPointerEnter={preload(BulkDeleteDialog)}
                    onFocus={preload(BulkDeleteDialog)}
                    onClick={() => bulk.setOpen(true)}
                  >
                    {t('delete.selected', { count: bulk.selectedIds.length })}
                  </Button>
                </>
              }
              onDelete={deleteOne.ask}
            />
          </Stack>
          <Suspense fallback={null}>{props.statistics}</Suspense>
        </>
      )}

      <LeadEditDialog lead={props.lead.lead} onClose={props.lead.onClose} onSave={props.lead.onSave} />

      <DeleteOneDialog {...deleteOne} />

      {bulk.wanted ? (
        <Suspense fallback={null}>
          <BulkDeleteDialog
            open={bulk.open}
            onClose={() => bulk.setOpen(false)}
            deleteBatch={bulk.deleteBatch}
            selectedIds={bulk.selectedIds}
            onSelectionChange={bulk.setSelectedIds}
            texts={props.bulkTexts}
          />
        </Suspense>
      ) : null}
    </Page>
  );
}
