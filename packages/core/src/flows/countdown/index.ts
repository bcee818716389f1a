export { countdownMachine, type CountdownContext, type CountdownEvent, type CountdownInput } from './countdown.machine';
export { formatMinutesSeconds, selectCountdownView, type CountdownView } from './countdown.selectors';
