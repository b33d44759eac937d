// The design system's components; see README.md. Import from here in lazy code: the first screen imports nothing of it.
export { Button, buttonClass, type ButtonProps, type ButtonVariant } from './Button';
export { Input, type InputProps } from './Input';
export { Select, type SelectProps, type SelectOption } from './Select';
export { Checkbox, type CheckboxProps } from './Checkbox';
export { Tabs, type TabsProps, type TabItem } from './Tabs';
export { Dialog, type DialogProps } from './Dialog';
export { Sheet, type SheetProps } from './Sheet';
export { Toast, type ToastProps } from './Toast';
export { Card, type CardProps } from './Card';
export { Skeleton, type SkeletonProps } from './Skeleton';
