export { createDevicesActors, type DevicesActorOptions } from './devices.actors';
export { byRecency, devicesMachine, type DevicesState } from './devices.machine';
export { selectDevicesView, type DevicesStatus, type DevicesView } from './devices.selectors';
export type { AccountDevice, DevicesChange, DevicesContext, DevicesEvent, DevicesInput, DevicesOutput } from './devices.types';
