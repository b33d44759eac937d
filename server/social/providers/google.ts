import { firebaseProvider } from './firebase.ts';

export const google = firebaseProvider('google');
