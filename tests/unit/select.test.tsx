// @vitest-environment jsdom
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { Select } from '@/components/ui/Select';

const OPTIONS = [
  { value: 'price', label: 'Сначала дешевле' },
  { value: '-price', label: 'Сначала дороже' },
  { value: 'area', label: 'Площадь по возрастанию' },
] as const;

function Sort({ onChange = () => {} }: { onChange?: (value: string) => void }) {
  const [value, setValue] = useState<string>('price');
  return (
    <Select
      label="Сортировка"
      options={OPTIONS}
      value={value}
      onChange={(next) => {
        setValue(next);
        onChange(next);
      }}
    />
  );
}

/** Puts the combobox's bottom edge `below` px above the bottom of a 800 px window. */
function placeCombobox(below: number) {
  Object.defineProperty(window, 'innerHeight', { configurable: true, value: 800 });
  vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockReturnValue({ bottom: 800 - below, top: 760 - below } as DOMRect);
}

describe('the site select (components/ui/Select)', () => {
  it('is a combobox with a listbox of options; the keyboard moves and chooses', async () => {
    const user = userEvent.setup();
    const chosen = vi.fn();
    render(<Sort onChange={chosen} />);
    const combobox = screen.getByRole('combobox', { name: 'Сортировка' });
    expect(combobox).toHaveAttribute('aria-expanded', 'false');
    expect(combobox).toHaveTextContent('Сначала дешевле');
    combobox.focus();
    await user.keyboard('{ArrowDown}');
    expect(combobox).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('option', { name: 'Сначала дешевле' })).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{ArrowDown}{Enter}');
    expect(chosen).toHaveBeenCalledWith('-price');
    expect(combobox).toHaveTextContent('Сначала дороже');
    expect(combobox).toHaveAttribute('aria-expanded', 'false');
    // Typing a letter jumps to the option that starts with it.
    await user.keyboard('{ArrowDown}п{Enter}');
    expect(chosen).toHaveBeenLastCalledWith('area');
    // Escape closes without choosing.
    await user.keyboard('{Home}{Escape}');
    expect(chosen).toHaveBeenCalledTimes(2);
  });

  it.each([
    [400, 'down'],
    [251, 'down'],
    [249, 'up'],
    [40, 'up'],
  ])('with %i px below it opens %s (SPEC §9: upward under 250 px)', async (below, direction) => {
    placeCombobox(below);
    const user = userEvent.setup();
    render(<Sort />);
    await user.click(screen.getByRole('combobox', { name: 'Сортировка' }));
    expect(screen.getByRole('listbox', { name: 'Сортировка' })).toHaveAttribute('data-direction', direction);
    vi.restoreAllMocks();
  });
});
