import { forwardRef, type ComponentProps, type ReactNode } from 'react';
import { cn } from '../lib/cn';

const SEGMENTS = 4;

/**
 * Spec §5: score 0–1 → one red segment, 2 → two red, 3 → three green, 4 → all four green.
 * The visual is decorative; `label` (e.g. 'Password strength: 3 out of 4.') is what is read.
 */
function filledSegments(score: number): number {
  return Math.max(1, Math.min(SEGMENTS, Math.round(score)));
}

const StrengthMeter = forwardRef<HTMLDivElement, ComponentProps<'div'> & { score: number; label: ReactNode }>(function StrengthMeter(
  { score, label, className, ...props },
  ref,
) {
  const filled = filledSegments(score);
  const strong = score >= 3;
  return (
    <div ref={ref} data-slot="strength-meter" data-score={score} className={cn('pt:flex pt:flex-col pt:gap-tight', className)} {...props}>
      <div className="pt:flex pt:gap-tight" aria-hidden="true">
        {Array.from({ length: SEGMENTS }, (_, index) => (
          <span
            key={index}
            data-filled={index < filled || undefined}
            className={cn(
              'pt:h-1.5 pt:flex-1 pt:rounded-full',
              index >= filled ? 'pt:bg-subtle' : strong ? 'pt:bg-success' : 'pt:bg-error',
            )}
          />
        ))}
      </div>
      <span className="pt:sr-only">{label}</span>
    </div>
  );
});

function CheckIcon() {
  return (
    <svg viewBox="0 0 16 16" fill="none" aria-hidden="true" className="pt:mt-0.5 pt:size-4 pt:shrink-0">
      <path d="M3 8.5l3.2 3L13 4.5" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}

function CrossIcon() {
  return (
    <svg viewBox="0 0 16 16" fill="none" aria-hidden="true" className="pt:mt-0.5 pt:size-4 pt:shrink-0">
      <path d="M4 4l8 8M12 4l-8 8" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" />
    </svg>
  );
}

type RequirementStatus = 'fulfilled' | 'notFulfilled' | 'warning' | 'suggestion';

/**
 * One line of password feedback: a rule met (check) or not (cross), a warning (cross) or a
 * suggestion (bullet). `statusLabel` ('Fulfilled:', …) is read before the text, not shown.
 */
const Requirement = forwardRef<HTMLLIElement, ComponentProps<'li'> & { status: RequirementStatus; statusLabel: string }>(function Requirement(
  { status, statusLabel, className, children, ...props },
  ref,
) {
  return (
    <li
      ref={ref}
      data-slot="requirement"
      data-status={status}
      className={cn(
        'pt:flex pt:items-start pt:gap-field pt:text-label',
        status === 'fulfilled' ? 'pt:text-success' : status === 'suggestion' ? 'pt:text-secondary' : 'pt:text-error',
        className,
      )}
      {...props}
    >
      {status === 'fulfilled' ? (
        <CheckIcon />
      ) : status === 'suggestion' ? (
        <span aria-hidden="true" className="pt:mt-2 pt:size-1 pt:shrink-0 pt:rounded-full pt:bg-current" />
      ) : (
        <CrossIcon />
      )}
      <span>
        <span className="pt:sr-only">{statusLabel} </span>
        {children}
      </span>
    </li>
  );
});

const RequirementList = forwardRef<HTMLUListElement, ComponentProps<'ul'>>(function RequirementList(
  { className, ...props },
  ref,
) {
  return <ul ref={ref} data-slot="requirement-list" className={cn('pt:flex pt:flex-col pt:gap-tight', className)} {...props} />;
});

export { Requirement, RequirementList, StrengthMeter, type RequirementStatus };
