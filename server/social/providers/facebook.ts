import { firebaseProvider } from './firebase.ts';

export const facebook = firebaseProvider('facebook');
