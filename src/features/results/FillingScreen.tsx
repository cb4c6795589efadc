import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams, useSearchParams } from 'react-router-dom';
import { useFilling, useLeadForm } from '../../api';
import { Button, InlineAlert, Markdown, ProblemNotice, Skeleton, SkeletonGroup } from '../../design-system';
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
    <div className={styles.page}>
      <nav className={styles.row} aria-label={t('filling.navigation')}>
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
      </nav>
      {filling.isError && !data ? (
        <>
          <h1 className={styles.heading}>{t('filling.title', { id: sessionId })}</h1>
          {isNotFound(filling.error) ? (
            // The navigation above leads back to the results: a retry cannot bring a deleted session back.
            <InlineAlert>
              {t('errors.sessionNotFound')}
            </InlineAlert>
          ) : (
            <ProblemNotice
              message={t('filling.loadFailed', { reason: failureText(filling.error) })}
              action={
                <Button variant="secondary" onClick={() => void filling.refetch()}>
                  {t('retry')}
                </Button>
              }
            />
          )}
        </>
      ) : !data ? (
        <SkeletonGroup label={t('loading')} className={styles.section}>
          <Skeleton variant="text" width="50%" />
          <Skeleton variant="block" height={120} />
          <Skeleton variant="block" height={200} />
        </SkeletonGroup>
      ) : (
        <>
          <header className={styles.section}>
            <h1 className={styles.heading}>{data.lead?.name || data.lead?.email || t('filling.title', { id: data.session_id })}</h1>
            <p className={styles.muted}>
              {created ? when.format(new Date(created)) : t('filling.unknownTime')}
              {' · '}
              {data.device || t('filling.unknownDevice')}
              {form.data ? ` · ${form.data.name}` : ''}
            </p>
          </header>
          <section className={styles.card} aria-labelledby="filling-lead">
            <h2 id="filling-lead" className={styles.sectionTitle}>
              {t('filling.lead')}
            </h2>
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
              <p className={styles.muted}>{t('filling.noLead')}</p>
            )}
          </section>
          <section className={styles.card} aria-labelledby="filling-values">
            <h2 id="filling-values" className={styles.sectionTitle}>
              {t('filling.values')}
            </h2>
            {columns.length === 0 ? (
              <p className={styles.muted}>{t('filling.noValues')}</p>
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
          </section>
          <section className={styles.card} aria-labelledby="filling-answer">
            <h2 id="filling-answer" className={styles.sectionTitle}>
              {t('filling.answer')}
            </h2>
            {answers.length === 0 ? (
              <p className={styles.muted}>{t('filling.noAnswer')}</p>
            ) : (
              answers.map((answer, index) => <Markdown key={index} source={answer} className={styles.answer} />)
            )}
            {typeof data.emailed_to === 'string' ? <p className={styles.muted}>{t('filling.emailed', { email: data.emailed_to })}</p> : null}
          </section>
        </>
      )}
    </div>
  );
}
