import { PartnersScreen } from '../components/PartnersScreen.tsx';

/** /ims/suppliers. */
export function SuppliersPage() {
  return <PartnersScreen kind="supplier" />;
}
