/**
 * The icons of the menu model's icon keys (domain menu.ts) and of each solution, so the side menu
 * and the account home draw the same picture for the same entry. Decorative: the label names it.
 */
import { createElement } from 'react';
import type { SvgIconComponent } from '@mui/icons-material';
import AccountBalanceWalletOutlined from '@mui/icons-material/AccountBalanceWalletOutlined';
import AdminPanelSettingsOutlined from '@mui/icons-material/AdminPanelSettingsOutlined';
import ApiOutlined from '@mui/icons-material/ApiOutlined';
import AppsOutlined from '@mui/icons-material/AppsOutlined';
import ArrowBack from '@mui/icons-material/ArrowBack';
import AssessmentOutlined from '@mui/icons-material/AssessmentOutlined';
import CreditScoreOutlined from '@mui/icons-material/CreditScoreOutlined';
import DashboardOutlined from '@mui/icons-material/DashboardOutlined';
import DirectionsCarOutlined from '@mui/icons-material/DirectionsCarOutlined';
import DrawOutlined from '@mui/icons-material/DrawOutlined';
import FaceOutlined from '@mui/icons-material/FaceOutlined';
import FolderSharedOutlined from '@mui/icons-material/FolderSharedOutlined';
import GavelOutlined from '@mui/icons-material/GavelOutlined';
import GroupOutlined from '@mui/icons-material/GroupOutlined';
import HistoryOutlined from '@mui/icons-material/HistoryOutlined';
import HomeOutlined from '@mui/icons-material/HomeOutlined';
import InsightsOutlined from '@mui/icons-material/InsightsOutlined';
import LockOutlined from '@mui/icons-material/LockOutlined';
import Logout from '@mui/icons-material/Logout';
import ManageAccountsOutlined from '@mui/icons-material/ManageAccountsOutlined';
import NotificationsOutlined from '@mui/icons-material/NotificationsOutlined';
import PersonOutlined from '@mui/icons-material/PersonOutlined';
import PersonSearchOutlined from '@mui/icons-material/PersonSearchOutlined';
import PhoneInTalkOutlined from '@mui/icons-material/PhoneInTalkOutlined';
import PublicOutlined from '@mui/icons-material/PublicOutlined';
import ReceiptLongOutlined from '@mui/icons-material/ReceiptLongOutlined';
import RequestQuoteOutlined from '@mui/icons-material/RequestQuoteOutlined';
import SellOutlined from '@mui/icons-material/SellOutlined';
import ShoppingCartOutlined from '@mui/icons-material/ShoppingCartOutlined';
import SmsOutlined from '@mui/icons-material/SmsOutlined';
import SpaceDashboardOutlined from '@mui/icons-material/SpaceDashboardOutlined';
import StorageOutlined from '@mui/icons-material/StorageOutlined';
import ToggleOnOutlined from '@mui/icons-material/ToggleOnOutlined';
import HubOutlined from '@mui/icons-material/HubOutlined';
import TravelExploreOutlined from '@mui/icons-material/TravelExploreOutlined';
import WidgetsOutlined from '@mui/icons-material/WidgetsOutlined';
import { PRODUCT_IDS, type MenuIcon } from '@painel/domain';

const ICONS: Readonly<Record<MenuIcon, SvgIconComponent>> = {
  home: HomeOutlined,
  platform: SpaceDashboardOutlined,
  solutions: AppsOutlined,
  product: WidgetsOutlined,
  account: ManageAccountsOutlined,
  accountHome: DashboardOutlined,
  balance: AccountBalanceWalletOutlined,
  users: GroupOutlined,
  userList: PersonSearchOutlined,
  accessProfiles: AdminPanelSettingsOutlined,
  reports: AssessmentOutlined,
  profile: PersonOutlined,
  payments: ReceiptLongOutlined,
  unitPrice: SellOutlined,
  activity: HistoryOutlined,
  privacy: LockOutlined,
  api: ApiOutlined,
  plans: ShoppingCartOutlined,
  notifications: NotificationsOutlined,
  featureFlags: ToggleOnOutlined,
  productClients: HubOutlined,
  contractRequests: RequestQuoteOutlined,
  back: ArrowBack,
  logout: Logout,
};

const PRODUCT_ICONS: Readonly<Partial<Record<number, SvgIconComponent>>> = {
  [PRODUCT_IDS.analysis360]: InsightsOutlined,
  [PRODUCT_IDS.signatures]: DrawOutlined,
  [PRODUCT_IDS.autentica]: FaceOutlined,
  [PRODUCT_IDS.baseCerta]: StorageOutlined,
  [PRODUCT_IDS.creditMix]: CreditScoreOutlined,
  [PRODUCT_IDS.dossier]: FolderSharedOutlined,
  [PRODUCT_IDS.geotimize]: PublicOutlined,
  [PRODUCT_IDS.debtCollection]: RequestQuoteOutlined,
  [PRODUCT_IDS.localize]: TravelExploreOutlined,
  [PRODUCT_IDS.sms]: SmsOutlined,
  [PRODUCT_IDS.vehicles]: DirectionsCarOutlined,
  [PRODUCT_IDS.webphone]: PhoneInTalkOutlined,
  [PRODUCT_IDS.protest]: GavelOutlined,
};

/** The back office's group heading. */
export const BackofficeIcon = AdminPanelSettingsOutlined;

export function menuIcon(icon: MenuIcon, productId: number | null = null): SvgIconComponent {
  return (productId !== null ? PRODUCT_ICONS[productId] : undefined) ?? ICONS[icon];
}

/** An entry's icon as an element (the icon is looked up, not created, on each render). */
export function MenuGlyph({
  icon,
  productId = null,
  fontSize,
}: {
  icon: MenuIcon;
  productId?: number | null;
  fontSize?: 'small' | 'medium' | 'inherit';
}) {
  return createElement(menuIcon(icon, productId), { fontSize });
}
