import { screen, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { project } from '@/test/projects';
import { renderRoutes } from '@/test/render';
import type { Project } from '../api/types';
import { ProjectActionBar, VotingPanel } from './VotingPanel';

const day = 24 * 60 * 60 * 1000;
const voting: Project = {
  ...project,
  status: 'ACTIVE',
  user_voted: false,
  round: { ...project.round, voting_start_at: new Date(Date.now() - day).toISOString(), voting_end_at: new Date(Date.now() + day).toISOString() },
};

function show(element: ReactNode) {
  renderRoutes([{ path: '/projects/:id', element }], `/projects/${project.id}`);
}

describe('giving from a project page', () => {
  it('offers Vote and Donate, Donate opening the vote page with the donation chosen', async () => {
    show(<VotingPanel project={voting} />);
    const panel = await screen.findByTestId('voting-state');
    expect(within(panel).getByRole('link', { name: 'Vote' })).toHaveAttribute('href', `/projects/${project.id}/vote`);
    expect(within(panel).getByRole('link', { name: 'Donate' })).toHaveAttribute('href', `/projects/${project.id}/vote?give=donate`);
  });

  it('keeps Vote and Donate in a bar for phones, Donate alone once the person voted', async () => {
    show(<ProjectActionBar project={voting} />);
    const bar = await screen.findByTestId('project-action-bar');
    expect(within(bar).getAllByRole('link').map((link) => link.textContent)).toEqual(['Vote', 'Donate']);
  });

  it('has only Donate after voting, and no bar for a project that is not public', async () => {
    show(
      <>
        <ProjectActionBar project={{ ...voting, user_voted: true }} />
        <ProjectActionBar project={{ ...voting, status: 'SUBMITTED' }} />
      </>,
    );
    const [bar, ...others] = await screen.findAllByTestId('project-action-bar');
    expect(others).toHaveLength(0);
    expect(within(bar as HTMLElement).getAllByRole('link').map((link) => link.textContent)).toEqual(['Donate']);
  });
});
