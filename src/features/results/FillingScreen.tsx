import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams, useSearchParams } from 'react-router-dom';
import { useFilling, useLeadForm } from '../../api';
import { Button, Heading, Inline, InlineAlert, Markdown, Page, Panel, ProblemNotice, Skeleton, SkeletonGroup, Stack, Text } from '../../design-system';
import { isNotFound, useFailureText } from '../../lib/failures';
import { formPaths } from '../../domain';
import { valueColumns, valueText } from './sessionValues';
import * as styles from './results.css';
import { dateTimeFormat } from '../../domain/intl';

/** /forms/:formId/session/:sessionId/filling: everything one visitor gave and got. */
export function FillingScreen() {
  const { t, i18n } = useTranslation('results');
  const failureText = useFailureText();
  const { formId = '', sessionId = '' } = useParams();
  const [search] = useSearchParams();
  const leadsOnly = search.get('lead') === '1';
  const keep = leadsOnly ? '?lead=1' : '';
  const form = useLeadForm(formId);
  const filling = useFilling(formId, sessionId, leadsOnly ? { has_lead: true } : {});
  const data = filling.data;
  const when = dateTimeFormat(i18n.language, { dateStyle: 'long', timeStyle: 'short' });
  const columns = useMemo(() => (data ? valueColumns(form.data, [{ filling: data, lead: data.lead }]) : []), [form.data, data]);
  const values = data ? (Object.keys(data.values).length > 0 ? data.values : (data.lead?.field_values ?? {})) : {};
  const answers = (data?.ai_results ?? []).filter((answer) => answer.trim() !== '');
  const created = data?.session_created_at ?? data?.created_at ?? null;

  return (
    <Page>
      <Inline as="nav" align="center" aria-label={t('filling.navigation')}>
        <Button variant="text" render={<Link to={`${formPaths.results(formId)}${keep}`} />}>
          {t('filling.back')}
        </Button>
        <span className={styles.spacer} />
        {data?.previous_session_id != null ? (
          <Button variant="secondary" size="sm" render={<Link to={`${formPaths.filling(formId, data.previous_session_id)}${keep}`} />}>
            {t('filling.previous')}
          </Button>
        ) : (
          <Button variant="secondary" size="sm" disabled>
            {t('filling.previous')}
          </Button>
        )}
        {data?.next_session_id != null ? (
          <Button variant="secondary" size="sm" render={<Link to={`${formPaths.filling(formId, data.next_session_id)}${keep}`} />}>
            {t('filling.next')}
          </Button>
        ) : (
          <Button variant="secondary" size="sm" disabled>
            {t('filling.next')}
          </Button>
        )}
      </Inline>
      {filling.isError && !data ? (
        <>
          <Heading level={1} breakable className={styles.heading}>{t('filling.title', { id: sessionId })}</Heading>
          {isNotFound(filling.error) ? (
            // The navigation above leads back to the results: a retry cannot bring a deleted session back.
            <InlineAlert>
              {t('errors.sessionNotFound')}
            </InlineAlert>
          ) : (
            <ProblemNotice
              message={t('filling.loadFailed', { reason: failureText(filling.error) })}
              onRetry={() => void filling.refetch()}
            />
          )}
        </>
      ) : !data ? (
        <SkeletonGroup label={t('loading')}>
          <Skeleton variant="text" width="50%" />
          <Skeleton variant="block" height={120} />
          <Skeleton variant="block" height={200} />
        </SkeletonGroup>
      ) : (
        <>
          <Stack as="header">
            <Heading level={1} breakable className={styles.heading}>{data.lead?.name || data.lead?.email || t('filling.title', { id: data.session_id })}</Heading>
            <Text tone="muted">
              {created ? when.format(new Date(created)) : t('filling.unknownTime')}
              {' · '}
              {data.device || t('filling.unknownDevice')}
              {form.data ? ` · ${form.data.name}` : ''}
            </Text>
          </Stack>
          <Panel as="section" aria-labelledby="filling-lead">
            <Heading level={2} id="filling-lead" className={styles.sectionTitle}>
              {t('filling.lead')}
            </Heading>
            {data.lead ? (
              <dl className={styles.facts}>
                <dt>{t('edit.name')}</dt>
                <dd>{data.lead.name || '—'}</dd>
                <dt>{t('edit.email')}</dt>
                <dd>{data.lead.email ? <a href={`mailto:${data.lead.email}`}>{data.lead.email}</a> : '—'}</dd>
                <dt>{t('edit.phone')}</dt>
                <dd>{data.lead.phone ? <a href={`tel:${data.lead.phone.replace(/[^\d+]/g, '')}`}>{data.lead.phone}</a> : '—'}</dd>
              </dl>
            ) : (
              <Text tone="muted">{t('filling.noLead')}</Text>
            )}
          </Panel>
          <Panel as="section" aria-labelledby="filling-values">
            <Heading level={2} id="filling-values" className={styles.sectionTitle}>
              {t('filling.values')}
            </Heading>
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
          </Panel>
          <Panel as="section" aria-labelledby="filling-answer">
            <Heading level={2} id="filling-answer" className={styles.sectionTitle}>
              {t('filling.answer')}
            </Heading>
            {answers.length === 0 ? (
              <Text tone="muted">{t('filling.noAnswer')}</Text>
            ) : (
              answers.map((answer, index) => <Markdown key={index} source={answer} className={styles.tinted} />)
            )}
            {typeof data.emailed_to === 'string' ? <Text tone="muted">{t('filling.emailed', { email: data.emailed_to })}</Text> : null}
          </Panel>
        </>
      )}
    </Page>
  );
}
