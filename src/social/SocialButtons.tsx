/** SEAM: the social and messaging-app sign-in buttons, each behind its whitelabel flag (spec sections 3, 4). */
export function SocialButtons(props: { mode: 'login' | 'register' }) {
  void props;
  return null;
}
