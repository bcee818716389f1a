/**
 * The parts every account section is made of (issue 37): the section's frame and announcement,
 * the step-up, the confirmation dialog, the error, the list row, and times in the user's language.
 */
export { AccountSection, sectionTitleOf, type AccountSectionProps } from './account-section';
export { ConfirmDialog, type ConfirmDialogProps } from './confirm-dialog';
export { ListRow, RowBadge, RowList, type ListRowProps } from './list-row';
export { SectionError, type SectionErrorProps } from './section-error';
export { SectionStepUp, type SectionStepUpProps } from './section-step-up';
export { formatDate, formatRelativeTime, parseTime, TimeText, useTimeFormat } from './time';
export { CodeEntry, type CodeEntryProps } from './code-entry';
export { isLoadStatus, SectionLoad, type LoadStatus } from './section-load';
export { useConfirmOpen } from './use-confirm-open';
export { useRestoreFocus } from './use-restore-focus';
