/** Google, through Firebase Auth. */
import { firebaseProvider } from './firebase.ts';

export const google = firebaseProvider('google', { short: 'Google', name: 'Google' });
