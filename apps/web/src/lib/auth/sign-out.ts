// TEMPORARY stub — replaced by lead's plumbing
export async function signOut(options: { redirectTo?: string } = {}): Promise<void> {
  await fetch('/api/v1/login/logout', { method: 'POST' });
  window.location.assign(options.redirectTo ?? '/');
}
