import { useState } from 'react';
import { EmployeeSchema } from '@shared/schemas/employee';
import { Button } from '../../../components/ui/button';
import { FieldWrapper, Form } from '../../../components/ui/form';
import { useToast } from '../../../components/ui/toast';
import { UploadField } from '../../../components/ui/upload-field';
import { errorMessage } from '../../../lib/api-client';
import { useTeam } from '../../business-profile/api/get-team';
import { PeopleList } from '../../business-profile/components/people-list';
import { useTeamChanges } from '../api/team';

/** The owner's team: add, rename and remove the people shown on the profile's Our Team tab. */
export function TeamManager({ businessId }: { businessId: string }) {
  const toast = useToast();
  const team = useTeam(businessId);
  const changes = useTeamChanges(businessId);
  const [photo, setPhoto] = useState<string | null>(null);
  const fail = (error: unknown) => toast.show({ message: errorMessage(error), type: 'error' });

  return (
    <section className="card" aria-labelledby="team-title">
      <h2 id="team-title" className="card__title">
        Our Team
      </h2>
      {team.data?.length ? (
        <PeopleList
          people={team.data.map((member) => ({ ...member, detail: member.designation }))}
          action={(member) => (
            <Button variant="ghost" size="sm" onClick={() => changes.remove.mutate(member._id, { onError: fail })}>
              Remove<span className="visually-hidden"> {member.firstName}</span>
            </Button>
          )}
        />
      ) : (
        <p className="empty-state">No team members added yet.</p>
      )}
      <Form
        schema={EmployeeSchema}
        options={{ defaultValues: { firstName: '', lastName: '', designation: '' } }}
        onSubmit={(values) =>
          changes.add.mutate(
            { ...values, designation: values.designation ?? '', image: photo ?? undefined },
            { onSuccess: () => toast.show({ message: 'Team member added' }), onError: fail },
          )
        }
      >
        {({ register, formState }) => (
          <>
            <div className="form__row">
              <FieldWrapper id="member-first" label="First name" required error={formState.errors.firstName}>
                <input id="member-first" className="input" aria-required {...register('firstName')} />
              </FieldWrapper>
              <FieldWrapper id="member-last" label="Last name" required error={formState.errors.lastName}>
                <input id="member-last" className="input" aria-required {...register('lastName')} />
              </FieldWrapper>
              <FieldWrapper id="member-role" label="Designation">
                <input id="member-role" className="input" {...register('designation')} />
              </FieldWrapper>
            </div>
            <UploadField kind="profile" label="Photo" value={photo} shape="circle" onChange={setPhoto} />
            <Button type="submit" variant="outline" isLoading={changes.add.isPending}>
              Add team member
            </Button>
          </>
        )}
      </Form>
    </section>
  );
}
