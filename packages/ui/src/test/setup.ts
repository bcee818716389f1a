import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';

afterEach(() => cleanup());

// jsdom has no layout: input-otp probes it to make room for password-manager badges.
if (!document.elementFromPoint) document.elementFromPoint = () => null;
