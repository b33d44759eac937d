/** Whether text holds a password in plain form or in any base64 form (once or twice, any alignment). */
export function storageHolds(text: string, password: string): boolean {
  const b64 = (s: string) => btoa(String.fromCharCode(...new TextEncoder().encode(s)));
  const forms = [password, encodeURIComponent(password), b64(password), b64(b64(password))];
  // A base64 run of the password at any of the three byte alignments (its middle part survives a prefix).
  for (const pad of ['', 'a', 'ab']) forms.push(b64(pad + password).slice(pad ? 4 : 0, -4));
  return forms.some((f) => f.length >= 4 && text.includes(f));
}
