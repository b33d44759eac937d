import { firebaseProvider } from './firebase.ts';

export const twitter = firebaseProvider('twitter');
