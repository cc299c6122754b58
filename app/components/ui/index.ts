export { Button, LinkButton, buttonClass, type ButtonSize, type ButtonVariant } from './button';
export { AppLink, type AppLinkProps } from './app-link';
export { Card } from './card';
export { cx } from './cx';
export { DescriptionRow } from './description-row';
export { Field, FieldError, SelectField, type FieldProps, type SelectFieldProps } from './field';
export * from './icons';
export { Skeleton, SkeletonText } from './skeleton';
export { VisuallyHidden } from './visually-hidden';
