/** The namespaces every page needs before its first render; the build puts a language's files in one chunk. */
export const startupNamespaces = ['common', 'app', 'designSystem', 'auth'] as const;
