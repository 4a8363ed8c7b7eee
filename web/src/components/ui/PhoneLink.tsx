import { telHref } from '../../../../shared/domain/phone.ts';

/** A phone number as a `tel:` link when it is one (shared/domain/phone.ts), else as plain text (older records). */
export function PhoneLink({ phone }: { phone: string }) {
  const href = telHref(phone);
  return href ? <a href={href}>{phone}</a> : <>{phone}</>;
}
