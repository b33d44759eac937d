import { Dialog, type DialogProps } from './Dialog';

export type SheetProps = Omit<DialogProps, 'role' | 'variant'>;

/** A bottom sheet: the modal dialog anchored to the bottom edge, above the safe area. */
export function Sheet(props: SheetProps) {
  return <Dialog {...props} variant="sheet" />;
}
