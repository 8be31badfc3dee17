import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { OperatorFrame } from '@/components/OperatorFrame';
import type { Crumb } from '@/components/ui/Breadcrumbs';
import { paths } from '@/lib/paths';
import './roundAdmin.css';

export interface AdminFrameProps {
  title: string;
  intro?: ReactNode;
  /** The page's own crumb after "Operator area › Funding rounds"; none on the round list itself. */
  crumb?: string;
  actions?: ReactNode;
  /** Wide tables want more room than the forms. */
  maxWidth?: 'md' | 'lg' | 'xl';
  children: ReactNode;
}

/** The operator area's page frame (breadcrumbs, title, introduction), as the other operator pages. */
export function AdminFrame({ title, intro, crumb, actions, maxWidth = 'lg', children }: AdminFrameProps) {
  const { t } = useTranslation('roundsAdmin');
  const crumbs: Crumb[] = [
    { label: t('operatorArea'), to: paths.admin },
    crumb ? { label: t('list.title'), to: paths.adminRounds } : { label: t('list.title') },
    ...(crumb ? [{ label: crumb }] : []),
  ];
  return (
    <OperatorFrame title={title} intro={intro} breadcrumbLabel={t('breadcrumbs')} crumbs={crumbs} actions={actions} width={maxWidth}>
      {children}
    </OperatorFrame>
  );
}
