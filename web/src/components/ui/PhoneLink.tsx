import { telHref } from '../../../../shared/domain/phone.ts';

/** A phone number as a `tel:` link when it is one (shared/domain/phone.ts), else as plain text (older records). */
export function PhoneLink({ phone, className }: { phone: string; className?: string }) {
  const href = telHref(phone);
  return href ? (
    <a className={className} href={href}>
      {phone}
    </a>
  ) : (
    <span className={className}>{phone}</span>
  );
}
