import { Link, type LinkProps } from 'react-router';
import { buttonClasses, type ButtonVariant } from './button.tsx';

export const linkButtonClass = (variant: ButtonVariant = 'primary', className?: string) => buttonClasses(variant, { className });

/** A link that looks like a Button: navigation stays a link for keyboards, screen readers and new tabs. */
export function LinkButton({ variant, className, ...rest }: LinkProps & { variant?: ButtonVariant; className?: string }) {
  return <Link className={linkButtonClass(variant, className)} {...rest} />;
}
