export { phoneInputMachine, type PhoneInputContext, type PhoneInputEvent, type PhoneInputInput } from './phone-input.machine';
export { selectPhoneInputView, type PhoneInputView } from './phone-input.selectors';
