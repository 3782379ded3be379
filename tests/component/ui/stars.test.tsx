import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { STAR_BAR_COLOURS, Stars } from '../../../shared/catalogue/ui/stars';

/** How much of each star is filled: the width of its clip in the 24-unit star. */
function fillWidths(stars: Element): string[] {
  return Array.from(stars.querySelectorAll('clipPath rect'), (rect) => `${Math.round((Number(rect.getAttribute('width')) / 24) * 100)}%`);
}

describe('Stars', () => {
  it('reads as one image with the rating in words', () => {
    render(<Stars rating={3.7} />);
    expect(screen.getByRole('img', { name: 'Rated 3.7 out of 5' })).toBeVisible();
  });

  it('fills three stars, 70 % of the fourth, and none of the fifth for 3.7', () => {
    render(<Stars rating={3.7} />);
    const stars = screen.getByRole('img', { name: 'Rated 3.7 out of 5' });
    expect(fillWidths(stars)).toEqual(['100%', '100%', '100%', '70%', '0%']);
  });

  it('keeps the rating between 0 and 5', () => {
    render(
      <>
        <Stars rating={7} />
        <Stars rating={-2} />
      </>,
    );
    expect(fillWidths(screen.getByRole('img', { name: 'Rated 5.0 out of 5' }))).toEqual([
      '100%',
      '100%',
      '100%',
      '100%',
      '100%',
    ]);
    expect(fillWidths(screen.getByRole('img', { name: 'Rated 0.0 out of 5' }))).toEqual([
      '0%',
      '0%',
      '0%',
      '0%',
      '0%',
    ]);
  });

  it('takes a fuller name when the caller has one', () => {
    render(<Stars rating={4} label="Rated 4.0 out of 5, 3 reviews" />);
    expect(screen.getByRole('img', { name: 'Rated 4.0 out of 5, 3 reviews' })).toBeVisible();
  });

  it('gives each star level its SPEC §9 bar colour from the theme', () => {
    expect(STAR_BAR_COLOURS).toEqual({
      5: 'var(--shop-color-rating-5)',
      4: 'var(--shop-color-rating-4)',
      3: 'var(--shop-color-rating-3)',
      2: 'var(--shop-color-rating-2)',
      1: 'var(--shop-color-rating-1)',
    });
  });
});
