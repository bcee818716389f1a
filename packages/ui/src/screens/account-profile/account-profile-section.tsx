import { useAccountProfile, type UseAccountProfileOptions, type UseAccountProfileResult } from '@portico/core/react';
import { useId, type FormEvent } from 'react';
import { MessagesSection, useMessages } from '../../messages';
import { enAccount } from '../../messages/en-account';
import { Button } from '../../primitives/button';
import { Field, FieldLabel } from '../../primitives/field';
import { Input } from '../../primitives/input';
import { AccountSection } from '../../widgets/account-widget/parts/account-section';
import { SectionError } from '../../widgets/account-widget/parts/section-error';
import { isLoadStatus, SectionLoad } from '../../widgets/account-widget/parts/section-load';
import { SectionStepUp } from '../../widgets/account-widget/parts/section-step-up';

/** The account root's `profileRef`, or (used alone) the hook's options: the section loads the user itself. */
export type AccountProfileSectionProps = UseAccountProfileOptions;

/**
 * The account's profile: the user's first and last name, 'Save' (announced once saved), and
 * 'Cancel' back to the saved name. A failed save keeps what was typed, its error under the form.
 */
export function AccountProfileSection(props: AccountProfileSectionProps) {
  return (
    <MessagesSection english={enAccount}>
      <Profile profile={useAccountProfile(props)} />
    </MessagesSection>
  );
}

function Profile({ profile }: { profile: UseAccountProfileResult }) {
  const { t } = useMessages();
  const firstNameId = useId();
  const lastNameId = useId();
  const saving = profile.status === 'saving';
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!saving && profile.isDirty) profile.save();
  };
  return (
    <AccountSection
      name="profile"
      title={t('accountProfile.title')}
      description={t('accountProfile.text')}
      announcement={profile.done === 'saved' ? t('accountProfile.done.saved') : null}
      busy={profile.isPending}
    >
      {isLoadStatus(profile.status) ? (
        <SectionLoad status={profile.status} error={profile.error} onRetry={profile.retry} />
      ) : profile.status === 'steppingUp' ? (
        <SectionStepUp view={profile} />
      ) : (
        // `method="dialog"`: a submission before React has hydrated does nothing (nothing typed goes to the URL).
        <form noValidate method="dialog" onSubmit={onSubmit} className="pt:flex pt:flex-col pt:gap-stack">
          <div className="pt:flex pt:flex-wrap pt:gap-stack">
            <Field className="pt:min-w-0 pt:flex-[1_1_10rem]">
              <FieldLabel htmlFor={firstNameId}>{t('accountProfile.firstName')}</FieldLabel>
              <Input
                id={firstNameId}
                name="given-name"
                autoComplete="given-name"
                value={profile.form.firstName}
                readOnly={saving}
                onChange={(event) => profile.setName({ firstName: event.target.value })}
              />
            </Field>
            <Field className="pt:min-w-0 pt:flex-[1_1_10rem]">
              <FieldLabel htmlFor={lastNameId}>{t('accountProfile.lastName')}</FieldLabel>
              <Input
                id={lastNameId}
                name="family-name"
                autoComplete="family-name"
                value={profile.form.lastName}
                readOnly={saving}
                onChange={(event) => profile.setName({ lastName: event.target.value })}
              />
            </Field>
          </div>
          <SectionError error={profile.error} />
          <div className="pt:flex pt:flex-wrap pt:gap-stack">
            <Button type="submit" size="sm" className="pt:flex-auto" data-return-focus="" isLoading={saving} isDisabled={!profile.isDirty}>
              {t('accountProfile.save')}
            </Button>
            {profile.isDirty && (
              <Button type="button" variant="ghost" size="sm" className="pt:flex-auto" isDisabled={saving} onClick={profile.reset}>
                {t('account.cancel')}
              </Button>
            )}
          </div>
        </form>
      )}
    </AccountSection>
  );
}
