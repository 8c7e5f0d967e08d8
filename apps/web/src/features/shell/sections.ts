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
export const navGroups: NavGroup[] = [
  {
    id: 'clients',
    items: [
      { id: 'potential_clients', to: '/client_request', icon: 'users' },
      { id: 'ai_suggestions', to: '/section/ai_suggestions', icon: 'sparkles' },
      { id: 'brand_analysis', to: '/section/ai_brand_analysis', icon: 'chart', feature: 'brand_analysis' },
      { id: 'client_intelligence', to: '/section/client_intelligence', icon: 'users', feature: 'target_client_intelligence' },
      { id: 'conversation_history', to: '/section/conversation_history', icon: 'chat' },
    ],
  },
  {
    id: 'studio',
    items: [
      { id: 'portfolio', to: '/portfolio', icon: 'image' },
      { id: 'visual_inspiration', to: '/section/visual_inspiration', icon: 'image', feature: 'visual_inspiration' },
      { id: 'furniture_suggestions', to: '/section/furniture_suggestions', icon: 'sofa', feature: 'furniture_suggestions' },
      { id: 'mood_board', to: '/section/mood_board', icon: 'moodboard' },
    ],
  },
  {
    id: 'account',
    items: [
      { id: 'account', to: '/account', icon: 'user' },
      { id: 'plans', to: '/choosing_plan', icon: 'card' },
    ],
  },
  {
    id: 'help',
    items: [
      { id: 'tutorial', to: '/section/tutorial', icon: 'book' },
      { id: 'onboarding', to: '/section/onboarding', icon: 'flag' },
    ],
  },
];
