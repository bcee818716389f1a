/**
 * scrypt's cost (log2 of N) for the passwords these tests create, in every emulator they start
 * (`--password-hash-cost`): the default 2^15 is about 0.13 s a hash alone, seconds on a busy
 * machine, and what the tests check is the flows, not the hash's strength.
 */
export const PASSWORD_HASH_COST = 10;
