import type { ReactNode } from 'react';
import {
  ArrowDown,
  ArrowLeft,
  ArrowLeftRight,
  ArrowRight,
  ArrowUp,
  ArrowUpDown,
  Box,
  Building2,
  ChartColumn,
  Check,
  ChevronDown,
  History,
  ClipboardCheck,
  ClipboardList,
  House,
  Key,
  LayoutGrid,
  LogOut,
  Mail,
  Menu,
  Pencil,
  Plus,
  Receipt,
  Wallet,
  Coins,
  Settings,
  ShieldCheck,
  ShoppingCart,
  Sparkles,
  Tag,
  PackagePlus,
  Truck,
  User,
  Users,
  Warehouse,
  X,
  Zap,
} from 'lucide-react';
import { createIcon } from './Icon.tsx';

// The suite's icons (lucide-react, one module per icon); createIcon is side-effect free, so unused ones are dropped.
export const MenuIcon = createIcon(Menu);
export const CloseIcon = createIcon(X);
export const ChevronDownIcon = createIcon(ChevronDown);
export const ArrowRightIcon = createIcon(ArrowRight);
export const ArrowLeftIcon = createIcon(ArrowLeft);
export const ArrowUpIcon = createIcon(ArrowUp);
export const ArrowDownIcon = createIcon(ArrowDown);
export const ArrowUpDownIcon = createIcon(ArrowUpDown);
export const CheckIcon = createIcon(Check);
export const BuildingIcon = createIcon(Building2);
export const BoxIcon = createIcon(Box);
export const ChartIcon = createIcon(ChartColumn);
export const BoltIcon = createIcon(Zap);
export const ShieldIcon = createIcon(ShieldCheck);
export const UsersIcon = createIcon(Users);
export const UserIcon = createIcon(User);
export const LogoutIcon = createIcon(LogOut);
export const HomeIcon = createIcon(House);
export const WarehouseIcon = createIcon(Warehouse);
export const TagIcon = createIcon(Tag);
export const TruckIcon = createIcon(Truck);
export const ClipboardIcon = createIcon(ClipboardList);
export const CartIcon = createIcon(ShoppingCart);
export const ReceiptIcon = createIcon(Receipt);
export const WalletIcon = createIcon(Wallet);
export const CoinsIcon = createIcon(Coins);
export const GridIcon = createIcon(LayoutGrid);
export const SettingsIcon = createIcon(Settings);
export const MailIcon = createIcon(Mail);
export const PlusIcon = createIcon(Plus);
export const PencilIcon = createIcon(Pencil);
export const KeyIcon = createIcon(Key);
export const ActivityIcon = createIcon(History);
export const SparkIcon = createIcon(Sparkles);
export const ReorderIcon = createIcon(PackagePlus);
export const TransferIcon = createIcon(ArrowLeftRight);
export const CountIcon = createIcon(ClipboardCheck);

/* Brand marks for the footer's social links (filled): lucide ships no brand logos, so these stay hand-drawn. */
function Brand({ size = 20, children }: { size?: number; children: ReactNode }) {
  return (
    <svg width={size} height={size} viewBox="0 0 24 24" fill="currentColor" aria-hidden="true" focusable="false">
      {children}
    </svg>
  );
}
export const XBrandIcon = () => (
  <Brand>
    <path d="M17.8 3h3.1l-6.8 7.7L22 21h-6.2l-4.9-6.3L5.3 21H2.2l7.3-8.3L2 3h6.4l4.4 5.8L17.8 3zm-1.1 16.2h1.7L7.4 4.7H5.6l11.1 14.5z" />
  </Brand>
);
export const LinkedInBrandIcon = () => (
  <Brand>
    <path d="M4.98 3.5a2.5 2.5 0 1 1 0 5 2.5 2.5 0 0 1 0-5zM3 9.75h4V21H3V9.75zM9.5 9.75h3.8v1.55h.06c.53-1 1.83-2.05 3.77-2.05 4.03 0 4.77 2.65 4.77 6.1V21h-4v-5c0-1.2-.02-2.73-1.66-2.73-1.67 0-1.92 1.3-1.92 2.64V21h-4V9.75z" />
  </Brand>
);
export const GitHubBrandIcon = () => (
  <Brand>
    <path d="M12 2a10 10 0 0 0-3.16 19.49c.5.09.68-.22.68-.48v-1.7c-2.78.6-3.37-1.34-3.37-1.34-.45-1.16-1.11-1.47-1.11-1.47-.9-.62.07-.6.07-.6 1 .07 1.53 1.03 1.53 1.03.9 1.52 2.34 1.08 2.91.83.09-.65.35-1.09.63-1.34-2.22-.25-4.55-1.11-4.55-4.94 0-1.09.39-1.98 1.03-2.68-.1-.25-.45-1.27.1-2.65 0 0 .84-.27 2.75 1.02a9.58 9.58 0 0 1 5 0c1.91-1.29 2.75-1.02 2.75-1.02.55 1.38.2 2.4.1 2.65.64.7 1.03 1.59 1.03 2.68 0 3.84-2.34 4.69-4.57 4.93.36.31.68.92.68 1.85v2.74c0 .27.18.58.69.48A10 10 0 0 0 12 2z" />
  </Brand>
);
export const FacebookBrandIcon = () => (
  <Brand>
    <path d="M22 12a10 10 0 1 0-11.56 9.88v-6.99H7.9V12h2.54V9.8c0-2.5 1.49-3.89 3.78-3.89 1.09 0 2.24.2 2.24.2v2.46h-1.26c-1.24 0-1.63.77-1.63 1.56V12h2.78l-.44 2.89h-2.34v6.99A10 10 0 0 0 22 12z" />
  </Brand>
);
