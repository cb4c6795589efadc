import { useMemo } from 'react';
import { useParams, useSearchParams } from 'react-router-dom';
import { useFilling, useLeadForm } from '../../api';
import { formPaths } from '../../domain';
import { FillingView } from './FillingView';
import { valueColumns } from './sessionValues';

/** /forms/:formId/session/:sessionId/filling: everything one visitor gave and got. */
export function FillingScreen() {
  const { formId = '', sessionId = '' } = useParams();
  const [search] = useSearchParams();
  const leadsOnly = search.get('lead') === '1';
  // The neighbours follow the results' filter: from a list of leads, Previous and Next go through leads only.
  const keep = leadsOnly ? '?lead=1' : '';
  const form = useLeadForm(formId);
  const filling = useFilling(formId, sessionId, leadsOnly ? { has_lead: true } : {});
  const data = filling.data;
  const columns = useMemo(() => (data ? valueColumns(form.data, [{ filling: data, lead: data.lead }]) : []), [form.data, data]);
  const neighbour = (id: number | string | null | undefined) => (id == null ? null : `${formPaths.filling(formId, id)}${keep}`);

  return (
    <FillingView
      sessionId={sessionId}
      filling={data}
      formName={form.data?.name}
      columns={columns}
      paths={{ back: `${formPaths.results(formId)}${keep}`, previous: neighbour(data?.previous_session_id), next: neighbour(data?.next_session_id) }}
      loadError={filling.isError && !data ? filling.error : null}
      onRetry={() => void filling.refetch()}
    />
  );
}
