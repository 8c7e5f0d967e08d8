import type { PlanFeature } from '@genie/contracts';
import type { IconName } from '../../ui/icons.tsx';
export type NavItemId = 'visual_inspiration' | 'ai_suggestions' | 'brand_analysis' | 'client_intelligence' | 'conversation_history' | 'mood_board' | 'furniture_suggestions' | 'portfolio' | 'potential_clients' | 'account' | 'plans' | 'tutorial' | 'onboarding';
export interface NavItem {
    id: NavItemId;
    to: string;
    icon: IconName;
    feature?: PlanFeature;
}
export interface NavGroup {
    id: 'clients' | 'studio' | 'account' | 'help';
    items: NavItem[];
}
/** The sidebar: every section of spec §1, grouped the way a designer works through a lead. */
export declare const navGroups: NavGroup[];
