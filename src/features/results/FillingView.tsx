import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { FillingDetail } from '../../api';
import { Button, Heading, Inline, InlineAlert, Markdown, Page, Panel, ProblemNotice, Skeleton, SkeletonGroup, Stack, Text } from '../../design-system';
import { dateTimeFormat } from '../../domain/intl';
import { isNotFound, useFailureText } from '../../lib/failures';
import * as styles from './results.css';
import { valuesOf, valueText, type ValueColumn } from './sessionValues';

export interface FillingViewProps {
  /** The session's number: the title while nothing of it is shown. */
  sessionId: string;
  /** What the visitor gave and got; undefined while it loads or when it could not be loaded. */
  filling: FillingDetail | undefined;
  /** The form's name, once it is loaded. */
  formName: string | undefined;
  /** The filled values' columns: the form's fields in order, then fields since removed (`valueColumns`). */
  columns: readonly ValueColumn[];
  /** Where the navigation leads: back to the results, and to the sessions before and after this one (null: none). */
  paths: { back: string; previous: string | null; next: string | null };
  /** Why the filling could not be loaded (null: it was, or it is still loading). */
  loadError: unknown;
  onRetry: () => void;
}

/** Everything one visitor gave and got (a form's session): a view of what FillingScreen loaded. */
export function FillingView({ sessionId, filling, formName, columns, paths, loadError, onRetry }: FillingViewProps) {
  const { t } = useTranslation('results');
  return (
    <Page>
      <Inline as="nav" align="center" justify="between" aria-label={t('filling.navigation')}>
        <Button variant="text" render={<Link to={paths.back} />}>
          {t('filling.back')}
        </Button>
        <Inline>
          <NeighbourLink to={paths.previous}>{t('filling.previous')}</NeighbourLink>
          <NeighbourLink to={paths.next}>{t('filling.next')}</NeighbourLink>
        </Inline>
      </Inline>
      {loadError != null ? (
        <>
          <Heading level={1} breakable>
            {t('filling.title', { id: sessionId })}
          </Heading>
          <LoadFailed error={loadError} onRetry={onRetry} />
        </>
      ) : !filling ? (
        <SkeletonGroup label={t('loading')}>
          <Skeleton variant="text" width="50%" />
          <Skeleton variant="block" height={120} />
          <Skeleton variant="block" height={200} />
        </SkeletonGroup>
      ) : (
        <Filling filling={filling} formName={formName} columns={columns} />
      )}
    </Page>
  );
}

/** The session before or after this one; a disabled button where there is none. */
function NeighbourLink({ to, children }: { to: string | null; children: string }) {
  return to === null ? (
    <Button variant="secondary" size="sm" disabled>
      {children}
    </Button>
  ) : (
    <Button variant="secondary" size="sm" render={<Link to={to} />}>
      {children}
    </Button>
  );
}

function LoadFailed({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const { t } = useTranslation('results');
  const failureText = useFailureText();
  // The navigation above leads back to the results: a retry cannot bring a deleted session back.
  if (isNotFound(error)) return <InlineAlert>{t('errors.sessionNotFound')}</InlineAlert>;
  return <ProblemNotice message={t('filling.loadFailed', { reason: failureText(error) })} onRetry={onRetry} />;
}

/** A part of the session, titled. */
function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <Panel as="section" aria-labelledby={id}>
      <Heading level={2} id={id}>
        {title}
      </Heading>
      {children}
    </Panel>
  );
}

function Filling({ filling, formName, columns }: { filling: FillingDetail; formName: string | undefined; columns: readonly ValueColumn[] }) {
  const { t, i18n } = useTranslation('results');
  const when = dateTimeFormat(i18n.language, { dateStyle: 'long', timeStyle: 'short' });
  const values = valuesOf({ filling, lead: filling.lead });
  const answers = filling.ai_results.filter((answer) => answer.trim() !== '');
  const created = filling.session_created_at ?? filling.created_at;
  const lead = filling.lead;
  return (
    <>
      <Stack as="header">
        <Heading level={1} breakable>
          {lead?.name || lead?.email || t('filling.title', { id: filling.session_id })}
        </Heading>
        <Text tone="muted">
          {created ? when.format(new Date(created)) : t('filling.unknownTime')}
          {' · '}
          {filling.device || t('filling.unknownDevice')}
          {formName !== undefined ? ` · ${formName}` : ''}
        </Text>
      </Stack>
      <Section id="filling-lead" title={t('filling.lead')}>
        {lead ? (
          <dl className={styles.facts}>
            <dt>{t('edit.name')}</dt>
            <dd>{lead.name || '—'}</dd>
            <dt>{t('edit.email')}</dt>
            <dd>{lead.email ? <a href={`mailto:${lead.email}`}>{lead.email}</a> : '—'}</dd>
            <dt>{t('edit.phone')}</dt>
            <dd>{lead.phone ? <a href={`tel:${lead.phone.replace(/[^\d+]/g, '')}`}>{lead.phone}</a> : '—'}</dd>
          </dl>
        ) : (
          <Text tone="muted">{t('filling.noLead')}</Text>
        )}
      </Section>
      <Section id="filling-values" title={t('filling.values')}>
        {columns.length === 0 ? (
          <Text tone="muted">{t('filling.noValues')}</Text>
        ) : (
          <dl className={styles.facts}>
            {columns.map((column) => (
              <div key={column.ref} className={styles.fact}>
                <dt>{column.removed ? t('table.removedField', { ref: column.ref }) : column.title}</dt>
                <dd>{valueText(values[column.ref]) || '—'}</dd>
              </div>
            ))}
          </dl>
        )}
      </Section>
      <Section id="filling-answer" title={t('filling.answer')}>
        {answers.length === 0 ? (
          <Text tone="muted">{t('filling.noAnswer')}</Text>
        ) : (
          answers.map((answer, index) => (
            <Panel key={index} tone="muted" padding="md">
              <Markdown source={answer} />
            </Panel>
          ))
        )}
        {typeof filling.emailed_to === 'string' ? <Text tone="muted">{t('filling.emailed', { email: filling.emailed_to })}</Text> : null}
      </Section>
    </>
  );
}
