import { getFormProps } from '@conform-to/react';
import { Form, useActionData, useNavigation } from '@remix-run/react';
import { FormError, FormField } from '#app/components/FormField';
import { useValidatedForm } from '#app/components/forms/use-validated-form';
import { useTranslation } from '#app/i18n/react';
import type { UploadAnswer } from './kyc.action.server';
import { DOCUMENT_ACCEPT, uploadSchema, type DOCUMENT_KINDS } from './kyc.schema';

type Kind = (typeof DOCUMENT_KINDS)[number];

/**
 * One needed document's upload: the file, checked in the browser as the action checks it, posted
 * with the page's fresh upload id (a form posted twice stores one document). Named by its kind's
 * heading; the answer of the action is shown only on the form it is for.
 */
export function UploadForm({ kind, requestId, labelledBy, again }: { kind: Kind; requestId: string; labelledBy: string; again: boolean }) {
  const { t } = useTranslation();
  const answer = useActionData<UploadAnswer>();
  const navigation = useNavigation();
  const busy = navigation.state === 'submitting' && navigation.formData?.get('kind') === kind;
  const [form, fields] = useValidatedForm(uploadSchema, answer?.kind === kind ? answer.result : null, { id: `kyc-${kind}` });
  return (
    <Form method="post" encType="multipart/form-data" replace preventScrollReset className="kyc-upload" {...getFormProps(form)} aria-labelledby={labelledBy}>
      <FormError problem={form.errors} />
      <input type="hidden" name="kind" value={kind} />
      <input type="hidden" name="requestId" value={requestId} />
      <FormField
        id={`kyc-${kind}-file`}
        name="file"
        type="file"
        accept={DOCUMENT_ACCEPT}
        required
        label={t('verification.file')}
        hint={{ key: 'verification.fileHint' }}
        problem={fields.file.errors}
      />
      <button type="submit" className="button" disabled={busy} aria-busy={busy}>
        {busy ? t('common.loading') : t(again ? 'verification.sendAgain' : 'verification.send')}
      </button>
    </Form>
  );
}
