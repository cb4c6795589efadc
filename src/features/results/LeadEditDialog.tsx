import type { TFunction } from 'i18next';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError, serverMessages, type Lead, type LeadPatch } from '../../api';
import { Dialog, DialogFormActions, InlineAlert, Stack, TextField } from '../../design-system';
import { isValidEmail, isValidPhone } from '../../domain/validators';
import { useFailureText } from '../../lib/failures';
import { leadDrafts, type Contact } from './leadDraft';
import { LEAD_EMAIL_LIMIT, LEAD_NAME_LIMIT, LEAD_PHONE_LIMIT } from '../../domain/limits';

type ContactErrors = Partial<Record<keyof Contact, string>>;

function check(contact: Contact, t: TFunction<'results'>): ContactErrors {
  const errors: ContactErrors = {};
  const email = contact.email.trim();
  const phone = contact.phone.trim();
  if (email && !isValidEmail(email)) errors.email = t('edit.emailNotValid');
  if (phone && !isValidPhone(phone)) errors.phone = t('edit.phoneNotValid');
  if (!email && !phone) errors.email = t('edit.emailOrPhone');
  return errors;
}

export interface LeadEditDialogProps {
  lead: Lead | null;
  onClose: () => void;
  /** Saves the patch; rejects with the server's refusal (the dialog then shows it and keeps what was typed). */
  onSave: (patch: LeadPatch) => Promise<unknown>;
}

/** Each contact field's limit, the server's (src/domain/limits.ts). */
const contactLimits: Record<keyof Contact, number> = { name: LEAD_NAME_LIMIT, email: LEAD_EMAIL_LIMIT, phone: LEAD_PHONE_LIMIT };

/** A lead's contact details, edited in place with the format checks of e-mail and phone. */
export function LeadEditDialog({ lead, onClose, onSave }: LeadEditDialogProps) {
  const { t } = useTranslation('results');
  // Closing without saving is the owner's choice to drop what they typed.
  const close = () => {
    if (lead) leadDrafts.clear(lead.id);
    onClose();
  };
  return (
    <Dialog open={lead !== null} onClose={close} title={t('edit.title')} size="sm">
      {lead ? <LeadEditForm key={lead.id} lead={lead} onClose={close} onSave={onSave} /> : null}
    </Dialog>
  );
}

function LeadEditForm({ lead, onClose, onSave }: { lead: Lead; onClose: () => void; onSave: LeadEditDialogProps['onSave'] }) {
  const { t } = useTranslation('results');
  const failureText = useFailureText();
  const [contact, setContact] = useState<Contact>(() => leadDrafts.read(lead.id) ?? { name: lead.name ?? '', email: lead.email ?? '', phone: lead.phone ?? '' });
  const [errors, setErrors] = useState<ContactErrors>({});
  const [serverErrors, setServerErrors] = useState<ContactErrors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [pending, setPending] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (pending) return;
    const found = check(contact, t);
    setErrors(found);
    setServerErrors({});
    setFailure(null);
    if (Object.keys(found).length > 0) return;
    setPending(true);
    try {
      await onSave({ name: contact.name.trim() || null, email: contact.email.trim() || null, phone: contact.phone.trim() || null });
      leadDrafts.clear(lead.id);
    } catch (error) {
      const fields = isApiError(error) ? error.fieldErrors : {};
      // The server's words for a bad address are said in the owner's language, like the check before sending.
      const email = fields.email?.trim() === serverMessages.emailInvalid ? t('edit.emailNotValid') : fields.email;
      const known: ContactErrors = { name: fields.name, email, phone: fields.phone };
      setServerErrors(known);
      setFailure(t('edit.refused', { reason: known.name || known.email || known.phone ? t('edit.seeFields') : failureText(error) }));
    } finally {
      setPending(false);
    }
  };

  const field = (key: keyof Contact, type: 'text' | 'email' | 'tel', autoComplete: string) => (
    <TextField
      label={t(`edit.${key}`)}
      hint={key === 'phone' ? t('edit.phoneHint') : undefined}
      type={type}
      autoComplete={autoComplete}
      maxLength={contactLimits[key]}
      value={contact[key]}
      error={errors[key]}
      serverError={serverErrors[key]}
      onChange={(event) => {
        const next = { ...contact, [key]: event.target.value };
        setContact(next);
        leadDrafts.write(lead.id, next);
        setErrors(({ [key]: _dropped, ...rest }) => rest);
      }}
    />
  );

  return (
    <Stack as="form" onSubmit={(event) => void submit(event)} noValidate>
      {field('name', 'text', 'off')}
      {field('email', 'email', 'off')}
      {field('phone', 'tel', 'off')}
      {failure ? (
        <InlineAlert>
          {failure}
        </InlineAlert>
      ) : null}
      <DialogFormActions onCancel={onClose} cancelLabel={t('cancel')} submitLabel={t('edit.save')} pending={pending} />
    </Stack>
  );
}
