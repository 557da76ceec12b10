import { paths } from '@/config/paths';

export interface PricingPlan {
  name: string;
  price: string;
  allowance: string;
  features: string[];
  action: { label: string; to: string };
  highlighted?: boolean;
}

/** The home page's pricing cards (docs/product.md, Screens and navigation). */
export const PRICING_PLANS: PricingPlan[] = [
  {
    name: 'Free Trial',
    price: '£0',
    allowance: '3 credits daily',
    features: ['3 free introductions daily', 'Basic customization', 'Save to dashboard', 'No credit card required'],
    action: { label: 'Start Free', to: paths.form.getHref() },
  },
  {
    name: 'Standard Package',
    price: '£29.99',
    allowance: '50 credits',
    features: ['Full customization', 'Priority processing', 'Credits never expire'],
    action: { label: 'Get Standard Package', to: paths.credits.getHref() },
    highlighted: true,
  },
  {
    name: 'Basic Package',
    price: '£9.99',
    allowance: '5 credits',
    features: ['Full customization', 'Credits never expire'],
    action: { label: 'Buy Credits', to: paths.credits.getHref() },
  },
];
