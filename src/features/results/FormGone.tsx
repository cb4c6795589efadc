import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { Button, ProblemNotice } from '../../design-system';
import { formPaths } from '../../domain';

/** The form of this page was deleted or is not the owner's: the way out, not a retry that cannot help. */
export function FormGone() {
  const { t } = useTranslation('results');
  return (
    <ProblemNotice
      message={t('errors.notFound')}
      action={
        <Button variant="secondary" render={<Link to={formPaths.list} />}>
          {t('backToForms')}
        </Button>
      }
    />
  );
}
