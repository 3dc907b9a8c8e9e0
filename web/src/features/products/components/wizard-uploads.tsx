import { useState } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { MAX_PRODUCT_DOCUMENTS, MAX_PRODUCT_IMAGES } from '@shared/schemas/product';
import { useToast } from '../../../components/ui/toast';
import { useT } from '../../../i18n';
import { errorMessage } from '../../../lib/api-client';
import { uploadFile } from '../../../lib/upload';
import type { WizardValues } from '../wizard-state';

/** The wizard's uploads: each file goes up on its own and joins the images or documents when done; `pending` is what is still uploading, by file. */
export function useWizardUploads(form: UseFormReturn<WizardValues>) {
  const t = useT();
  const toast = useToast();
  const [uploads, setUploads] = useState<Record<string, number>>({});

  async function upload(kind: 'product-image' | 'product-document', files: File[]) {
    for (const file of files) {
      const name = `${file.name}-${file.size}`;
      try {
        const key = await uploadFile(kind, file, (percent) => setUploads((current) => ({ ...current, [name]: percent })));
        if (kind === 'product-image') form.setValue('images', [...form.getValues('images'), key].slice(0, MAX_PRODUCT_IMAGES));
        else form.setValue('documents', [...form.getValues('documents'), { name: file.name.slice(0, 200), type: file.type, size: file.size, key }]);
      } catch (error) {
        toast.show({ message: errorMessage(error, t('Upload failed')), type: 'error' });
      } finally {
        setUploads(({ [name]: _done, ...rest }) => rest);
      }
    }
  }

  function addImages(files: File[]) {
    const room = MAX_PRODUCT_IMAGES - form.getValues('images').length;
    if (room <= 0) return toast.show({ message: t('Maximum number of images reached.'), type: 'warning' });
    // Files beyond 10 are dropped (spec 3 §5).
    void upload('product-image', files.slice(0, room));
  }

  function addDocuments(files: File[]) {
    const room = MAX_PRODUCT_DOCUMENTS - form.getValues('documents').length;
    if (files.length > room) toast.show({ message: t('Maximum number of documents (20) reached'), type: 'warning' });
    void upload('product-document', files.slice(0, Math.max(0, room)));
  }

  return { pending: Object.entries(uploads), addImages, addDocuments };
}

export type WizardUploads = ReturnType<typeof useWizardUploads>;

/** The files uploading now, each with its progress. */
export function UploadProgress({ pending }: { pending: Array<[string, number]> }) {
  const t = useT();
  if (!pending.length) return null;
  return (
    <ul className="upload-progress">
      {pending.map(([name, percent]) => (
        <li key={name}>
          <span>{name.replace(/-\d+$/, '')}</span>
          <progress max={100} value={percent} aria-label={t('Uploading {file}', { file: name.replace(/-\d+$/, '') })} /> {percent}%
        </li>
      ))}
    </ul>
  );
}
