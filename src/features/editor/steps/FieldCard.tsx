import { useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { memo, Suspense, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { Field } from '../../../api';
import { Checkbox, IconButton, lazyPart, Select, Skeleton, TextArea, TextField } from '../../../design-system';
import { headerSizes, imageAligns, validateField } from '../../../domain';
import { problemMessages } from '../editorContext';
import * as styles from '../editor.css';
import { CUSTOM_HTML_LIMIT, FIELD_DESCRIPTION_LIMIT, FIELD_TITLE_LIMIT } from '../../../domain/limits';

// An image field's upload (its drop zone and progress) loads with the first image field: most forms have none.
const ImageUpload = lazyPart(() => import('./ImageUpload').then((module) => module.ImageUpload));

export interface FieldCardProps {
  field: Field;
  position: number;
  formId: number;
  /** Show this field's problems (after the owner tried to leave the step, or for a saved form). */
  showProblems: boolean;
  onChange: (ref: string, patch: Partial<Field>) => void;
  onDelete: (ref: string) => void;
}

// Each input is drawn again only when its own props change: a keystroke in a title re-renders that input, not the
// description and checkboxes beside it (their handlers below stay the same while the owner types).
const CardTextField = memo(TextField);
const CardTextArea = memo(TextArea);
const CardCheckbox = memo(Checkbox);

const HandleIcon = () => (
  <svg width="16" height="16" viewBox="0 0 16 16" aria-hidden="true" fill="currentColor">
    {[4, 8, 12].flatMap((y) => [<circle key={`a${y}`} cx="6" cy={y} r="1.2" />, <circle key={`b${y}`} cx="10" cy={y} r="1.2" />])}
  </svg>
);
const DeleteIcon = () => (
  <svg width="16" height="16" viewBox="0 0 16 16" aria-hidden="true" fill="none" stroke="currentColor" strokeWidth="1.5">
    <path d="M3 4.5h10M6.5 4.5V3h3v1.5M4.5 4.5l.7 8.5h5.6l.7-8.5" />
  </svg>
);

/**
 * One field of the form: a drag handle (mouse, touch, or keyboard: Space to pick up, arrows, Space to drop), its
 * ref, delete, and the inputs of its kind. Memoised: typing in one field re-renders that card only, which keeps a
 * 100-field form fast.
 */
export const FieldCard = memo(function FieldCard({ field, position, formId, showProblems, onChange, onDelete }: FieldCardProps) {
  const { t } = useTranslation('editor');
  const { setNodeRef, attributes, listeners, transform, transition, isDragging } = useSortable({ id: field.fieldRef });
  const ref = field.fieldRef;
  const name = 'title' in field && field.title.trim() ? field.title : t(`fieldTypes.${field.type}`);
  const change = useMemo(() => {
    const set = (patch: Partial<Field>) => onChange(ref, patch);
    type Input = { currentTarget: { value: string } };
    type Box = { currentTarget: { checked: boolean } };
    return {
      set,
      title: (event: Input) => set({ title: event.currentTarget.value }),
      description: (event: Input) => set({ description: event.currentTarget.value }),
      required: (event: Box) => set({ required: event.currentTarget.checked }),
      multiline: (event: Box) => set({ multiline: event.currentTarget.checked }),
      options: (event: Input) => set({ options: event.currentTarget.value.split('\n') }),
      isMultiple: (event: Box) => set({ isMultiple: event.currentTarget.checked }),
      markup: (event: Input) => set({ markup: event.currentTarget.value }),
    };
  }, [onChange, ref]);
  // Each card checks its own field, so a card re-renders only when its field changes.
  const problemOf = problemMessages(
    showProblems ? validateField(field).map((p) => ({ at: p.property, key: p.key })) : [],
    t,
  );

  return (
    <li
      ref={setNodeRef}
      className={styles.fieldCard}
      data-ref={ref}
      data-dragging={isDragging || undefined}
      style={{ transform: CSS.Translate.toString(transform), transition }}
      aria-label={t('fieldCard', { position, ref, name })}
    >
      <div className={styles.fieldCardHeader}>
        <button
          type="button"
          className={styles.dragHandle}
          aria-label={t('moveField', { ref, name })}
          {...attributes}
          {...listeners}
        >
          <HandleIcon />
        </button>
        <span className={styles.fieldType}>{t(`fieldTypes.${field.type}`)}</span>
        <code className={styles.fieldRef}>{ref}</code>
        <IconButton label={t('deleteField', { ref, name })} variant="ghost" size="sm" onClick={() => onDelete(ref)}>
          <DeleteIcon />
        </IconButton>
      </div>
      <div className={styles.fieldCardBody}>
        {'title' in field && (
          <CardTextField
            label={t(field.type === 'ButtonField' ? 'labels.buttonText' : 'labels.title')}
            maxLength={FIELD_TITLE_LIMIT}
            value={field.title}
            onChange={change.title}
            error={problemOf('title', t(field.type === 'ButtonField' ? 'labels.buttonText' : 'labels.title'))}
            data-field-title={ref}
          />
        )}
        {(field.type === 'TextInputField' || field.type === 'SelectField') && (
          <>
            <CardTextField
              label={t('labels.description')}
              maxLength={FIELD_DESCRIPTION_LIMIT}
              value={field.description}
              onChange={change.description}
            />
            <CardCheckbox label={t('labels.required')} checked={field.required} onChange={change.required} />
          </>
        )}
        {field.type === 'TextInputField' && (
          <CardCheckbox label={t('labels.multiline')} checked={!!field.multiline} onChange={change.multiline} />
        )}
        {field.type === 'SelectField' && (
          <>
            <CardTextArea
              label={t('labels.options')}
              hint={t('hints.options')}
              rows={3}
              value={field.options.join('\n')}
              onChange={change.options}
              error={problemOf('options', t('labels.options'))}
            />
            <CardCheckbox label={t('labels.isMultiple')} checked={field.isMultiple} onChange={change.isMultiple} />
          </>
        )}
        {field.type === 'HeaderField' && (
          <Select
            label={t('labels.size')}
            value={field.size}
            options={headerSizes.map((size) => ({ value: size, label: size.toUpperCase() }))}
            onChange={(size) => change.set({ size: size as (typeof headerSizes)[number] })}
            error={problemOf('size', t('labels.size'))}
          />
        )}
        {field.type === 'HtmlField' && (
          <CardTextArea
            label={t('labels.markup')}
            hint={t('hints.markup')}
            rows={4}
            maxLength={CUSTOM_HTML_LIMIT}
            value={field.markup}
            onChange={change.markup}
            error={problemOf('markup', t('labels.markup'))}
          />
        )}
        {field.type === 'ImageField' && (
          <>
            <Suspense fallback={<Skeleton variant="block" />}>
              <ImageUpload
                formId={formId}
                image={field.image}
                onChange={(image) => change.set({ image })}
                error={problemOf('image', t('labels.image'))}
              />
            </Suspense>
            <TextField
              type="number"
              label={t('labels.imageWidth')}
              min={0}
              max={100}
              value={String(field.width)}
              onChange={(event) => change.set({ width: Number(event.currentTarget.value) || 0 })}
            />
            <Select
              label={t('labels.imageAlign')}
              value={field.align}
              options={imageAligns.map((align) => ({ value: align, label: t(`aligns.${align}`) }))}
              onChange={(align) => change.set({ align: align as (typeof imageAligns)[number] })}
            />
          </>
        )}
      </div>
    </li>
  );
});
