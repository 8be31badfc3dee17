import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Avatar } from './Avatar';
import { initialsOf } from './initials';

describe('initialsOf', () => {
  it('takes the first letter of the first words, upper-cased', () => {
    expect(initialsOf('amina haddad')).toBe('AH');
    expect(initialsOf('  Amina   Ben Haddad ')).toBe('AB');
    expect(initialsOf('Amina Haddad', 1)).toBe('A');
    expect(initialsOf('نور الهدى')).toBe('نا');
  });

  it('shows a question mark for an empty name', () => {
    expect(initialsOf('   ')).toBe('?');
  });
});

describe('Avatar', () => {
  it('is decorative by default: hidden from screen readers, the name being beside it', () => {
    const { container } = render(<Avatar name="Amina Haddad" />);
    const avatar = container.firstElementChild as HTMLElement;
    expect(avatar).toHaveAttribute('aria-hidden', 'true');
    expect(avatar).toHaveTextContent('AH');
    expect(screen.queryByRole('img')).toBeNull();
  });

  it('is an image with its label when given one', () => {
    render(<Avatar name="Amina Haddad" src="/media/amina.webp" label="Your picture" />);
    const avatar = screen.getByRole('img', { name: 'Your picture' });
    expect(avatar).not.toHaveAttribute('aria-hidden');
    // The picture inside adds nothing to what is said.
    expect(avatar.querySelector('img')).toHaveAttribute('alt', '');
  });

  it('shows the picture, and the initials once it fails to load', () => {
    const { container, rerender } = render(<Avatar name="Amina Haddad" src="/media/broken.webp" letters={1} />);
    const picture = container.querySelector('img');
    expect(picture).toHaveAttribute('src', '/media/broken.webp');
    expect(container.firstElementChild).not.toHaveTextContent('A');
    fireEvent.error(picture as HTMLImageElement);
    expect(container.querySelector('img')).toBeNull();
    expect(container.firstElementChild).toHaveTextContent(/^A$/);
    // A new picture is tried again.
    rerender(<Avatar name="Amina Haddad" src="/media/new.webp" letters={1} />);
    expect(container.querySelector('img')).toHaveAttribute('src', '/media/new.webp');
  });

  it('shows the initials without a picture', () => {
    const { container } = render(<Avatar name="Ocean Cleanup Collective" src={null} />);
    expect(container.querySelector('img')).toBeNull();
    expect(container.firstElementChild).toHaveTextContent('OC');
  });

  it('is sized by its size, round for a person and square for an organization', () => {
    const { container, rerender } = render(<Avatar name="Amina" size={40} />);
    const avatar = container.firstElementChild as HTMLElement;
    expect(avatar).toHaveClass('mp-avatar', 'mp-avatar-circle', 'mp-avatar-sized');
    expect(avatar.style.getPropertyValue('--mp-avatar-size')).toBe('40px');
    rerender(<Avatar name="Ocean Cleanup" shape="square" className="mp-extra" />);
    expect(avatar).toHaveClass('mp-avatar-square', 'mp-extra');
    expect(avatar).not.toHaveClass('mp-avatar-sized');
    expect(avatar.style.getPropertyValue('--mp-avatar-size')).toBe('');
  });
});
