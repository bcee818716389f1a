import type { TestProject } from 'vitest/node';
import { generateSigningKeyRecord } from '../domain/jwt';

declare module 'vitest' {
  export interface ProvidedContext {
    /** One RSA session-signing key for every test harness (see harness.ts). */
    signingKeyRecord: string;
  }
}

export default async function setup(project: TestProject): Promise<void> {
  project.provide('signingKeyRecord', await generateSigningKeyRecord());
}
