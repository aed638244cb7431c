export const SECURITY_PLUGIN_OPTIONS = Symbol('SECURITY_PLUGIN_OPTIONS');
export const loggerCtx = 'SecurityPlugin';

/** What `authenticationError` says when a sign-in is refused by a limit (InvalidCredentialsError). */
export const TOO_MANY_ATTEMPTS = 'TOO_MANY_ATTEMPTS';
