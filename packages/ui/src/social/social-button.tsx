import type { OAuthProvider } from '@portico/core';
import type { ComponentProps } from 'react';
import { cn } from '../lib/cn';
import { useMessages } from '../messages';
import { ProviderIcon } from './icons/brand-icon';
import { MethodButton, type MethodButtonOwnProps } from './method-button';

export type SocialButtonProps = Omit<ComponentProps<'button'>, 'children'> &
  MethodButtonOwnProps & {
    /** The provider's config id (`google`, `github`, `tiktok`…). */
    provider: OAuthProvider;
  };

/** 'Continue with Google': one per configured provider (spec §2), with the provider's mark. */
export function SocialButton({ provider, ...props }: SocialButtonProps) {
  const { t, rich } = useMessages();
  return (
    <MethodButton
      data-slot="social-button"
      data-provider={provider}
      icon={<ProviderIcon provider={provider} />}
      label={rich('social.continueWith', { provider: t(`provider.${provider}`) })}
      {...props}
    />
  );
}

/** A vertical stack of method buttons, spaced for the 'Last used' badge that rises 12 px above a button. */
export function SocialButtonGroup({ className, ...props }: ComponentProps<'div'>) {
  return <div data-slot="social-button-group" className={cn('pt:flex pt:flex-col pt:gap-4', className)} {...props} />;
}
