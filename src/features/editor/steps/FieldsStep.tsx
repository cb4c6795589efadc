import {
  closestCenter,
  DndContext,
  KeyboardSensor,
  PointerSensor,
  TouchSensor,
  useSensor,
  useSensors,
  type Announcements,
  type DragEndEvent,
} from '@dnd-kit/core';
import { arrayMove, SortableContext, sortableKeyboardCoordinates, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { memo, useCallback, useLayoutEffect, useMemo, useRef, useState, useSyncExternalStore, type ChangeEvent, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { serverMessages, type Field } from '../../../api';
import { Button, Dialog, Heading, InlineAlert, Menu, Stack, Text, TextField } from '../../../design-system';
import { fieldTypes, mentionedFieldRefs } from '../../../domain';
import type { StepProps } from '../editorContext';
import { addField } from '../model';
import { FieldCard, type FieldCardProps } from './FieldCard';
import { createFieldSource, type FieldSource } from './fieldSource';
import * as styles from '../editor.css';
import { FORM_HEADER_LIMIT, FORM_NAME_LIMIT } from '../../../domain/limits';

export interface FieldsStepProps extends StepProps {
  showProblems: boolean;
  /** The server refused the name (taken): shown next to the name field. */
  nameError: string | null;
}

// Module constants: useSensor memoises on its options object, and new sensors would re-render every card.
const sensorOptions = {
  pointer: { activationConstraint: { distance: 4 } },
  touch: { activationConstraint: { delay: 150, tolerance: 5 } },
  keyboard: { coordinateGetter: sortableKeyboardCoordinates },
};

// The name and the header, drawn again only when their own props change (not while a field's card is typed in).
const FormText = memo(TextField);

/** Step 1: the form's name and header, and its fields (add, edit, delete, reorder by mouse, touch or keyboard). */
export function FieldsStep({ form, edit, problem, showProblems, nameError }: FieldsStepProps) {
  const { t } = useTranslation('editor');
  const aiFields = form.fields.aiFields;
  // The field about to be deleted while a text mentions it, and which text (the prompt is named first).
  const [pendingDelete, setPendingDelete] = useState<{ ref: string; usedBy: 'prompt' | 'email' } | null>(null);
  const listRef = useRef<HTMLOListElement>(null);
  const prompt = form.fields.aiPrompt;
  const email = `${form.email_ai_answer_subject}\n${form.email_ai_answer_body}`;
  // The cards read their fields from here, so typing in one re-renders that card, not the list (see FieldSource).
  const [source] = useState(() => createFieldSource(aiFields));
  source.set(aiFields);
  useLayoutEffect(() => source.notify(), [source, aiFields]);

  const sensors = useSensors(
    useSensor(PointerSensor, sensorOptions.pointer),
    useSensor(TouchSensor, sensorOptions.touch),
    useSensor(KeyboardSensor, sensorOptions.keyboard),
  );

  // Stable callbacks, so that typing in one card does not re-render the others. A keystroke draws its own card at
  // once (through `source`); the rest of the editor follows when the owner pauses typing.
  const updateField = useCallback(
    (ref: string, patch: Partial<Field>) => {
      const next = edit(
        (f) => ({
          ...f,
          fields: { ...f.fields, aiFields: f.fields.aiFields.map((x) => (x.fieldRef === ref ? ({ ...x, ...patch } as Field) : x)) },
        }),
        true, // drawLater: this card draws itself at once, through `source`
      );
      source.set(next.fields.aiFields);
      source.notify();
    },
    [edit, source],
  );
  const removeField = useCallback(
    (ref: string) => edit((f) => ({ ...f, fields: { ...f.fields, aiFields: f.fields.aiFields.filter((x) => x.fieldRef !== ref) } })),
    [edit],
  );
  const askDelete = useCallback(
    (ref: string) => {
      // Deleting a field the prompt or the e-mailed answer uses would break that text: warn first.
      if (mentionedFieldRefs(prompt).includes(ref)) setPendingDelete({ ref, usedBy: 'prompt' });
      else if (mentionedFieldRefs(email).includes(ref)) setPendingDelete({ ref, usedBy: 'email' });
      else removeField(ref);
    },
    [removeField, prompt, email],
  );

  // A new array on every keystroke would re-render every sortable card: the list changes only with its refs.
  const refKey = aiFields.map((f) => f.fieldRef).join(' ');
  const refs = useMemo(() => (refKey ? refKey.split(' ') : []), [refKey]);
  const accessibility = useMemo(() => {
    // Read at announcement time from what the cards draw (a keystroke reaches `source` at once, the step's render
    // later), so the announcement names the field as its card shows it, and stays the same object while typing.
    const titleOf = (ref: string | number) => {
      const field = source.get(String(ref));
      return field && 'title' in field && field.title.trim() ? field.title : String(ref);
    };
    const positionOf = (ref: string | number) => refs.indexOf(String(ref)) + 1;
    const announcements: Announcements = {
      onDragStart: ({ active }) => t('dnd.picked', { name: titleOf(active.id), position: positionOf(active.id), count: refs.length }),
      // Over its own place (right after pick-up) says nothing, so "picked up" is not cut short.
      onDragOver: ({ active, over }) =>
        over && over.id !== active.id
          ? t('dnd.over', { name: titleOf(active.id), position: positionOf(over.id), count: refs.length })
          : undefined,
      onDragEnd: ({ active, over }) =>
        over ? t('dnd.dropped', { name: titleOf(active.id), position: positionOf(over.id), count: refs.length }) : undefined,
      onDragCancel: ({ active }) => t('dnd.cancelled', { name: titleOf(active.id) }),
    };
    return { announcements, screenReaderInstructions: { draggable: t('dnd.instructions') } };
  }, [refs, source, t]);

  const onDragEnd = useCallback(
    ({ active, over }: DragEndEvent) => {
      if (!over || active.id === over.id) return;
      edit((f) => {
        const list = f.fields.aiFields;
        const from = list.findIndex((x) => x.fieldRef === active.id);
        const to = list.findIndex((x) => x.fieldRef === over.id);
        return { ...f, fields: { ...f.fields, aiFields: arrayMove(list, from, to) } };
      });
    },
    [edit],
  );

  // The menu is the same element while the owner types (its items' callbacks do not change).
  const addMenu = useMemo(() => {
    const add = (type: (typeof fieldTypes)[number]) => {
      let added = '';
      edit((f) => {
        const result = addField(f, type);
        added = result.ref;
        return result.form;
      });
      // Focus the new field's first input once it is on screen.
      requestAnimationFrame(() => {
        const card = listRef.current?.querySelector<HTMLElement>(`[data-ref="${added}"]`);
        card?.querySelector<HTMLElement>('input, textarea, [role="combobox"]')?.focus();
      });
    };
    return (
      <div data-tour="editor-add">
        <Menu
          label={t('addField')}
          placement="bottom-start"
          trigger={<Text as="span" weight="semibold">+ {t('addField')}</Text>}
          items={fieldTypes.map((type) => ({ id: type, label: t(`fieldTypes.${type}`), onSelect: () => add(type) }))}
        />
      </div>
    );
  }, [edit, t]);

  const changeName = useCallback(
    (event: ChangeEvent<HTMLInputElement>) => {
      const name = event.currentTarget.value;
      edit((f) => ({ ...f, name }));
    },
    [edit],
  );
  const changeHeader = useCallback(
    (event: ChangeEvent<HTMLInputElement>) => {
      const header = event.currentTarget.value;
      edit((f) => ({ ...f, header }));
    },
    [edit],
  );

  const fieldsProblem = showProblems ? problem('aiFields', t('labels.fields')) : undefined;
  return (
    <Stack>
      <FormText
        label={t('labels.name')}
        hint={t('hints.name')}
        required
        maxLength={FORM_NAME_LIMIT}
        value={form.name}
        onChange={changeName}
        error={showProblems ? problem('name', t('labels.name')) : undefined}
        serverError={nameError === null ? undefined : nameError.trim() === serverMessages.formNameTaken ? t('save.nameTaken') : nameError}
        data-tour="editor-name"
      />
      <FormText
        label={t('labels.header')}
        maxLength={FORM_HEADER_LIMIT}
        value={form.header}
        onChange={changeHeader}
      />
      <Heading level={2} size="item" className={styles.sectionTitle} id="fields-title">
        {t('labels.fields')}
      </Heading>
      <Text tone="muted" size="sm">{t('hints.reorder')}</Text>
      <SortableFieldList
        refs={refs}
        source={source}
        listRef={listRef}
        sensors={sensors}
        accessibility={accessibility}
        onDragEnd={onDragEnd}
        formId={form.id}
        showProblems={showProblems}
        onChange={updateField}
        onDelete={askDelete}
      />
      {fieldsProblem && (
        <InlineAlert>
          {fieldsProblem}
        </InlineAlert>
      )}
      {addMenu}
      <Dialog
        open={pendingDelete !== null}
        onClose={() => setPendingDelete(null)}
        title={t('deleteUsed.title', { ref: pendingDelete?.ref ?? '' })}
        actions={
          <>
            <Button variant="secondary" onClick={() => setPendingDelete(null)}>
              {t('deleteUsed.cancel')}
            </Button>
            <Button
              variant="danger"
              onClick={() => {
                if (pendingDelete) removeField(pendingDelete.ref);
                setPendingDelete(null);
              }}
            >
              {t('deleteUsed.confirm')}
            </Button>
          </>
        }
      >
        <Text>
          {t(pendingDelete?.usedBy === 'email' ? 'deleteUsed.messageEmail' : 'deleteUsed.message', { ref: pendingDelete?.ref ?? '' })}
        </Text>
      </Dialog>
    </Stack>
  );
}

interface SortableFieldListProps extends Pick<FieldCardProps, 'formId' | 'showProblems' | 'onChange' | 'onDelete'> {
  refs: string[];
  source: FieldSource;
  listRef: RefObject<HTMLOListElement | null>;
  sensors: ReturnType<typeof useSensors>;
  accessibility: { announcements: Announcements; screenReaderInstructions: { draggable: string } };
  onDragEnd: (event: DragEndEvent) => void;
}

/**
 * The sortable list. Its props stay the same while the owner types (the fields come through `source`), so a
 * keystroke re-renders neither the list nor dnd-kit's contexts, whose changes would re-render every card.
 */
const SortableFieldList = memo(function SortableFieldList({
  refs,
  source,
  listRef,
  sensors,
  accessibility,
  onDragEnd,
  ...card
}: SortableFieldListProps) {
  return (
    <DndContext sensors={sensors} collisionDetection={closestCenter} onDragEnd={onDragEnd} accessibility={accessibility}>
      <SortableContext items={refs} strategy={verticalListSortingStrategy}>
        <ol ref={listRef} className={styles.fieldList} aria-labelledby="fields-title" data-tour="editor-fields">
          {refs.map((ref, index) => (
            <FieldRow key={ref} fieldRef={ref} position={index + 1} source={source} {...card} />
          ))}
        </ol>
      </SortableContext>
    </DndContext>
  );
});

type FieldRowProps = Omit<FieldCardProps, 'field'> & { fieldRef: string; source: FieldSource };

/** One card, subscribed to its own field. */
function FieldRow({ fieldRef, source, ...card }: FieldRowProps) {
  const field = useSyncExternalStore(source.subscribe, () => source.get(fieldRef));
  return field ? <FieldCard field={field} {...card} /> : null;
}
