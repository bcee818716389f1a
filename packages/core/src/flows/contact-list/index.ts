export { addingStates, canRemoveContact, contactListContext, contactListOn, contactListStates } from './contact-list.machine';
export {
  contactRows,
  selectContactListStatus,
  selectContactListViewPart,
  type ContactListStatus,
  type ContactListViewPart,
  type ContactRowMarks,
} from './contact-list.selectors';
export type { ContactKind, ContactListContext, ContactListInput } from './contact-list.types';
