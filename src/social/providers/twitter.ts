/** X (Twitter), through Firebase Auth. */
import { firebaseProvider } from './firebase.ts';

export const twitter = firebaseProvider('twitter', { short: 'X', name: 'X (Twitter)' });
