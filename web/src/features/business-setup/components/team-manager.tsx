import { useState } from 'react';
import { EmployeeSchema } from '@shared/schemas/employee';
import { Button } from '../../../components/ui/button';
import { FieldWrapper, Form } from '../../../components/ui/form';
import { useToast } from '../../../components/ui/toast';
import { UploadField } from '../../../components/ui/upload-field';
import { errorMessage } from '../../../lib/api-client';
import { useTeam, type TeamMember } from '../../../api/get-team';
import { PeopleList } from '../../../components/people-list';
import { LoadingRegion, Skeleton } from '../../../components/ui/skeleton';
import { useTeamChanges, type TeamMemberInput } from '../api/team';
import { translate, useT } from '../../../i18n';

interface MemberFormProps {
  /** Prefix for the field ids, unique per form on the page. */
  idPrefix: string;
  initial?: TeamMember;
  submitLabel: string;
  busy: boolean;
  onSubmit: (member: TeamMemberInput) => void;
  onCancel?: () => void;
}

/** First and last name, designation and photo of one team member: used to add and to edit. */
function MemberForm({ idPrefix, initial, submitLabel, busy, onSubmit, onCancel }: MemberFormProps) {
  const [photo, setPhoto] = useState<string | null>(initial?.image ?? null);
  const t = useT();
  return (
    <Form
      schema={EmployeeSchema}
      className="member-form"
      options={{ defaultValues: { firstName: initial?.firstName ?? '', lastName: initial?.lastName ?? '', designation: initial?.designation ?? '' } }}
      onSubmit={(values) => onSubmit({ ...values, designation: values.designation ?? '', image: photo ?? undefined })}
    >
      {({ register, formState }) => (
        <>
          <div className="form__row form__row--three">
            <FieldWrapper id={`${idPrefix}-first`} label={t('First name')} required error={formState.errors.firstName}>
              <input id={`${idPrefix}-first`} className="input" autoComplete="off" aria-required {...register('firstName')} />
            </FieldWrapper>
            <FieldWrapper id={`${idPrefix}-last`} label={t('Last name')} required error={formState.errors.lastName}>
              <input id={`${idPrefix}-last`} className="input" autoComplete="off" aria-required {...register('lastName')} />
            </FieldWrapper>
            <FieldWrapper id={`${idPrefix}-role`} label={t('Designation')}>
              <input id={`${idPrefix}-role`} className="input" autoComplete="off" {...register('designation')} />
            </FieldWrapper>
          </div>
          <UploadField kind="profile" label={t('Photo')} value={photo} shape="circle" onChange={setPhoto} />
          <div className="button-row">
            <Button type="submit" variant={initial ? 'primary' : 'outline'} isLoading={busy}>
              {submitLabel}
            </Button>
            {onCancel && (
              <Button variant="ghost" onClick={onCancel}>
                {t('Cancel')}
              </Button>
            )}
          </div>
        </>
      )}
    </Form>
  );
}

/** The owner's team: add, edit and remove the people shown on the profile's Our Team tab. */
export function TeamManager({ businessId }: { businessId: string }) {
  const toast = useToast();
  const t = useT();
  const team = useTeam(businessId);
  const changes = useTeamChanges(businessId);
  const [editing, setEditing] = useState<string | null>(null);
  // Remounting the add form clears it after a member is added.
  const [addFormKey, setAddFormKey] = useState(0);
  const fail = (error: unknown) => toast.show({ message: errorMessage(error), type: 'error' });
  const editingMember = team.data?.find((member) => member._id === editing);

  return (
    <section className="card team-manager" aria-labelledby="team-title">
      <h2 id="team-title" className="card__title">
        {t('Our Team')}
      </h2>
      <p className="field__hint">{t("The people you add here appear on your profile's Our Team tab.")}</p>
      {team.isPending ? (
        <LoadingRegion label={t('Loading your team…')} className="team-list">
          <Skeleton height="3rem" />
          <Skeleton height="3rem" />
        </LoadingRegion>
      ) : team.data?.length ? (
        <PeopleList
          people={team.data.map((member) => ({ ...member, detail: member.designation }))}
          action={(member) => (
            <span className="team-manager__actions">
              <Button variant="ghost" size="sm" onClick={() => setEditing(member._id)}>
                {t('Edit')}
                <span className="visually-hidden">
                  {' '}
                  {member.firstName} {member.lastName}
                </span>
              </Button>
              <Button
                variant="ghost"
                size="sm"
                isLoading={changes.remove.isPending && changes.remove.variables === member._id}
                onClick={() => changes.remove.mutate(member._id, { onSuccess: () => toast.show({ message: translate('Team member removed') }), onError: fail })}
              >
                {t('Remove')}
                <span className="visually-hidden">
                  {' '}
                  {member.firstName} {member.lastName}
                </span>
              </Button>
            </span>
          )}
        />
      ) : (
        <p className="empty-state">{t('No team members added yet.')}</p>
      )}

      {editingMember ? (
        <div className="team-manager__form">
          <h3 className="setup__subheading">{t('Edit {name}', { name: `${editingMember.firstName} ${editingMember.lastName}` })}</h3>
          <MemberForm
            key={editingMember._id}
            idPrefix="member-edit"
            initial={editingMember}
            submitLabel={t('Save changes')}
            busy={changes.update.isPending}
            onCancel={() => setEditing(null)}
            onSubmit={(member) =>
              changes.update.mutate(
                { id: editingMember._id, changes: member },
                {
                  onSuccess: () => {
                    setEditing(null);
                    toast.show({ message: translate('Team member updated') });
                  },
                  onError: fail,
                },
              )
            }
          />
        </div>
      ) : (
        <div className="team-manager__form">
          <h3 className="setup__subheading">{t('Add a team member')}</h3>
          <MemberForm
            key={addFormKey}
            idPrefix="member"
            submitLabel={t('Add team member')}
            busy={changes.add.isPending}
            onSubmit={(member) =>
              changes.add.mutate(member, {
                onSuccess: () => {
                  setAddFormKey((key) => key + 1);
                  toast.show({ message: translate('Team member added') });
                },
                onError: fail,
              })
            }
          />
        </div>
      )}
    </section>
  );
}
