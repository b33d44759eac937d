/** Facebook, through Firebase Auth. */
import { firebaseProvider } from './firebase.ts';

export const facebook = firebaseProvider('facebook', { short: 'Facebook', name: 'Facebook' });
