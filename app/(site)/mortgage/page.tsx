import type { Metadata } from 'next';
import { MortgagePage } from '@/components/mortgage/MortgagePage';
import { outageSafe } from '@/components/outage/outage-safe';

// The calculation lives in the URL (a manager sends it): rendered for each request in full, its CMS reads cached.
export const instant = false;

export const metadata: Metadata = {
  title: 'Условия покупки: ипотека, рассрочка, калькулятор',
  description: 'Ипотечный калькулятор и программы банков-партнёров: семейная, IT-ипотека, рассрочка от застройщика. Платёж по каждой программе, способы оплаты, ответы на вопросы.',
};

export default outageSafe(MortgagePage);
