import { UploadField } from '../../../components/ui/upload-field';
import { useToast } from '../../../components/ui/toast';
import type { SessionUser } from '../../../lib/session';
import { useUpdateUser } from '../api/update-user';
import { useT } from '../../../i18n';

/** Uploads a new profile photo (kind `profile`) and saves it on the user, or removes it. */
export function ProfilePhotoForm({ user }: { user: SessionUser }) {
  const t = useT();
  const toast = useToast();
  const updateUser = useUpdateUser();

  async function save(key: string | null) {
    await updateUser.mutateAsync({ userId: user._id, data: { image: key } });
    toast.show({ message: key ? t('Profile photo updated') : t('Profile photo removed') });
  }

  return (
    <section className="card">
      <h2 className="card__title">{t('Profile photo')}</h2>
      <p className="card__subtitle">{t('A clear photo of your face helps businesses and other members recognise you.')}</p>
      <UploadField
        kind="profile"
        label={t('Profile photo')}
        value={user.image}
        onChange={save}
        shape="circle"
        hideLabel
        previewAlt={t('Profile photo of {name}', { name: `${user.firstName} ${user.lastName}`.trim() })}
      />
    </section>
  );
}
