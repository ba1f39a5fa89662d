/**
 * The one line a server prints at start while it runs on the development secrets committed to the
 * repository (decision 0007: the embedded demo may), or null when every secret is set.
 */
export function developmentSecretsWarning(names: readonly string[]): string | null {
  const unique = [...new Set(names)].sort();
  if (unique.length === 0) return null;
  return (
    `Development secrets in use (${unique.join(', ')}): they are published in the repository, so anyone ` +
    'can sign tokens this server accepts. Set them before anyone else can reach it.'
  );
}
