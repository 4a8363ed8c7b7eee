import { PartnersScreen } from '../components/PartnersScreen.tsx';

/** /ims/customers. */
export function CustomersPage() {
  return <PartnersScreen kind="customer" />;
}
