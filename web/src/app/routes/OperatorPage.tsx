import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { OperatorFrame } from '@/components/OperatorFrame';
import { paths } from '@/lib/paths';

interface OperatorPageProps {
  title: string;
  intro: string;
  /** Queues read best narrow; ledgers and tables need the width. */
  width: 'md' | 'lg';
  children: ReactNode;
}

/** The frame of an operator area page: the way back to the area, the title, what the page is for. */
export function OperatorPage({ title, intro, width, children }: OperatorPageProps) {
  const { t } = useTranslation('trust');
  return (
    <OperatorFrame title={title} intro={intro} width={width} breadcrumbLabel={t('operator.breadcrumbs')} crumbs={[{ label: t('operator.back'), to: paths.admin }, { label: title }]}>
      {children}
    </OperatorFrame>
  );
}
