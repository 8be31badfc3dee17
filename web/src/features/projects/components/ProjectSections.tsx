import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatUsd } from '@/lib/format';
import type { Project } from '../api/types';
import { IMPACT_ASSESSMENT_FEE_USD } from '../constants';
import { videoEmbedUrl } from '../utils/project';
import { ProjectText } from './ProjectText';
import '@/styles/project.css';

export function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="mp-section">
      <h2 id={id} className="mp-h2 mp-section-title">
        {title}
      </h2>
      {children}
    </section>
  );
}

export type ProjectContent = Pick<
  Project,
  | 'title'
  | 'description'
  | 'problem_statement'
  | 'solution'
  | 'goals'
  | 'cost_breakdown'
  | 'impact_assessment_type'
  | 'impact_assessment'
  | 'feasibility'
  | 'video'
  | 'voluntery_contribution'
  | 'total_requested_amount'
>;

/** Overview, problem, solution, goals, costs, impact assessment, feasibility, video, contribution. */
export function ProjectSections({ project }: { project: ProjectContent }) {
  const { t, i18n } = useTranslation('projects');
  const embed = videoEmbedUrl(project.video);
  return (
    <>
      <Section id="section-overview" title={t('detail.overview')}>
        <ProjectText>{project.description}</ProjectText>
      </Section>
      {embed && (
        <Section id="section-video" title={t('detail.video')}>
          <div className="mp-video">
            <iframe
              src={embed}
              title={t('detail.videoTitle', { title: project.title })}
              allow="accelerometer; clipboard-write; encrypted-media; gyroscope; picture-in-picture"
              allowFullScreen
              loading="lazy"
              referrerPolicy="strict-origin-when-cross-origin"
            />
          </div>
        </Section>
      )}
      <Section id="section-problem" title={t('detail.problem')}>
        <ProjectText>{project.problem_statement}</ProjectText>
      </Section>
      <Section id="section-solution" title={t('detail.solution')}>
        <ProjectText>{project.solution}</ProjectText>
      </Section>
      <Section id="section-goals" title={t('detail.goals')}>
        <ProjectText>{project.goals}</ProjectText>
      </Section>
      <Section id="section-costs" title={t('detail.costBreakdown')}>
        <p className="mp-p mp-section-lead">
          {t('detail.totalRequested', { amount: formatUsd(project.total_requested_amount, i18n.language) })}
        </p>
        <ProjectText>{project.cost_breakdown}</ProjectText>
      </Section>
      <Section id="section-impact" title={t('detail.impactAssessment')}>
        <p className="mp-p mp-section-lead">
          {project.impact_assessment_type === 'OPTION_B'
            ? t('impact.optionB')
            : t('impact.optionA', { amount: formatUsd(IMPACT_ASSESSMENT_FEE_USD, i18n.language) })}
        </p>
        <ProjectText>{project.impact_assessment}</ProjectText>
      </Section>
      <Section id="section-feasibility" title={t('detail.feasibility')}>
        <ProjectText>{project.feasibility}</ProjectText>
      </Section>
      {project.voluntery_contribution && (
        <Section id="section-contribution" title={t('detail.contribution')}>
          <ProjectText>{project.voluntery_contribution}</ProjectText>
        </Section>
      )}
    </>
  );
}
