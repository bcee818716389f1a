import type { ReactNode } from 'react';
import { ScreenHeader } from '../../frame/screen-header';
import { useMessages } from '../../messages';
import { CheckCircleIcon } from '../../primitives/icons';

export interface SuccessScreenProps {
  title?: ReactNode;
  text?: ReactNode;
}

/** The generic success screen (spec §2): 'Success!' and 'You have successfully logged in.' */
export function SuccessScreen({ title, text }: SuccessScreenProps) {
  const { t } = useMessages();
  return (
    <div data-slot="success-screen" role="status" className="pt:flex pt:flex-col pt:items-center pt:gap-stack pt:text-center">
      <CheckCircleIcon className="pt:size-12 pt:text-success" />
      <ScreenHeader title={title ?? t('success.title')} description={text ?? t('success.loggedIn')} />
    </div>
  );
}
