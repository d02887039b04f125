/** The account home (features/account-home) with the side menu's icons, composed here. */
import type { MenuItem } from '@painel/domain';
import { AccountHomePage } from '../../features/account-home/components/account-home-page';
import { MenuGlyph } from '../shell/menu-icons';
import { useShellContext } from '../shell/shell-context';

function renderIcon(item: MenuItem) {
  return <MenuGlyph icon={item.icon} productId={item.productId} />;
}

export function AccountHomeRoute() {
  return <AccountHomePage context={useShellContext()} renderIcon={renderIcon} />;
}
