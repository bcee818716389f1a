/**
 * `@portico/ui/user-button`: the header's user button, an entry of its own. Its 'Manage account'
 * dialog is an `import()` of the account's screens, and esbuild (so every host that bundles with it)
 * makes each `import()` of a package it bundles an entry, whether the host uses the button or not:
 * from the main entry, the account's chunk would regroup the chunks every widget's first load
 * shares (LoginWidget's grew by 0.3 KB). Apart, only a host that imports the button builds it.
 */
export { UserButton, type UserButtonProps } from './widgets/user-button/user-button';
