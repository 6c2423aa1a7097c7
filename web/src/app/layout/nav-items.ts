import type { Role } from '@icp-studio/contracts';
import type { IconType } from 'react-icons';
import {
  LuBookOpen,
  LuBriefcase,
  LuChartBar,
  LuLayoutDashboard,
  LuListChecks,
  LuPlus,
  LuSettings,
  LuShieldCheck,
  LuTarget,
  LuUserCog,
  LuUsers,
} from 'react-icons/lu';

export interface NavItem {
  label: string;
  to: string;
  icon: IconType;
}

/** docs/product.md §2, shared header: the menu items of each role. */
export const NAV_ITEMS: Record<Role, NavItem[]> = {
  admin: [
    { label: 'Admin Dashboard', to: '/admin', icon: LuLayoutDashboard },
    { label: 'All Clients', to: '/admin/clients', icon: LuUsers },
    { label: 'Advisors', to: '/admin/advisors', icon: LuUserCog },
    { label: 'Reports', to: '/admin/reports', icon: LuChartBar },
    { label: 'Portfolio', to: '/team/cockpit', icon: LuBriefcase },
    { label: 'Approvals', to: '/approvals', icon: LuShieldCheck },
  ],
  team_member: [
    { label: 'My Dashboard', to: '/team', icon: LuLayoutDashboard },
    { label: 'My Clients', to: '/team/clients', icon: LuUsers },
    { label: 'Portfolio', to: '/team/cockpit', icon: LuBriefcase },
    { label: 'Tasks', to: '/tasks', icon: LuListChecks },
    { label: 'Approvals', to: '/approvals', icon: LuShieldCheck },
    { label: 'Create ICP', to: '/icp/new', icon: LuPlus },
  ],
  client: [
    { label: 'Dashboard', to: '/', icon: LuLayoutDashboard },
    { label: 'My ICPs', to: '/icps', icon: LuTarget },
    { label: 'My Playbooks', to: '/playbooks', icon: LuBookOpen },
    { label: 'My Tasks', to: '/tasks', icon: LuListChecks },
    { label: 'Settings', to: '/settings', icon: LuSettings },
  ],
};

export function navItemsFor(role: Role | string | undefined): NavItem[] {
  return role && role in NAV_ITEMS ? NAV_ITEMS[role as Role] : NAV_ITEMS.client;
}

/**
 * The index of the highlighted item: the first whose path is the current one. Several items share a
 * path (the product's menus send them all to the role's page), and only one of them should read as current.
 */
export function activeNavIndex(items: NavItem[], pathname: string): number {
  const normalized = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return items.findIndex((item) => item.to === normalized);
}
