import { useEffect, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { Check, ChevronsUpDown, X } from 'lucide-react';
import { Field } from './Field';
import { filterOptions, nextEnabled, optionText, type SearchOption } from './search-options';

export type { SearchOption } from './search-options';

interface SearchSelectFieldProps {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  options: readonly SearchOption[];
  placeholder: string;
  /** Shown in the list when nothing matches the typed text. */
  emptyText: string;
  disabled?: boolean;
  required?: boolean;
  hint?: ReactNode;
  error?: string;
  icon?: ReactNode;
  className?: string;
}

/** Long lists stay quick on a phone: the rest is reached by typing. */
const MAX_SHOWN = 100;

/**
 * A select that can be searched (ARIA combobox with a listbox): type part of the label or the detail,
 * pick with a tap or the arrow keys and Enter. Unavailable options stay listed, marked and not choosable.
 * Texts of any length are cut with an ellipsis, so the field never widens the page.
 */
export function SearchSelectField({
  id,
  label,
  value,
  onChange,
  options,
  placeholder,
  emptyText,
  disabled,
  required,
  hint,
  error,
  icon,
  className = '',
}: SearchSelectFieldProps) {
  const inputRef = useRef<HTMLInputElement>(null);
  const listRef = useRef<HTMLUListElement>(null);
  const listId = `${id}-list`;
  const selected = options.find((o) => o.value === value);
  const selectedText = optionText(selected);
  const [text, setText] = useState(selectedText);
  const [syncedText, setSyncedText] = useState(selectedText);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);

  // A choice made elsewhere (preselected from the address, options arriving, a reset) shows in the box.
  if (selectedText !== syncedText) {
    setSyncedText(selectedText);
    setText(selectedText);
  }

  // The chosen option's own text lists everything: the box is showing a choice, not a search.
  const matchesFor = (typed: string, chosen: string) => (typed === chosen ? [...options] : filterOptions(options, typed));
  const matches = matchesFor(text, selectedText);
  const shown = matches.slice(0, MAX_SHOWN);

  // Keeps the highlighted option in view inside the list only: scrolling the page would move options
  // under a resting pointer and change the highlight.
  useEffect(() => {
    const list = listRef.current;
    const option = open && active >= 0 ? document.getElementById(`${id}-opt-${active}`) : null;
    if (!list || !option) return;
    if (option.offsetTop < list.scrollTop) list.scrollTop = option.offsetTop;
    else if (option.offsetTop + option.offsetHeight > list.scrollTop + list.clientHeight) {
      list.scrollTop = option.offsetTop + option.offsetHeight - list.clientHeight;
    }
  }, [id, open, active]);

  const openList = (list: readonly SearchOption[] = shown) => {
    setOpen(true);
    const current = list.findIndex((o) => o.value === value);
    setActive(current >= 0 ? current : nextEnabled(list, -1, 1));
  };
  const close = () => {
    setOpen(false);
    setActive(-1);
    setText(selectedText);
  };
  const choose = (option: SearchOption | undefined) => {
    if (!option || option.disabled) return;
    onChange(option.value);
    setText(optionText(option));
    setOpen(false);
    setActive(-1);
  };
  const type = (next: string) => {
    setText(next);
    const cleared = !next.trim() && value;
    if (cleared) onChange('');
    const list = matchesFor(next, cleared ? '' : selectedText).slice(0, MAX_SHOWN);
    setOpen(true);
    setActive(next.trim() ? nextEnabled(list, -1, 1) : -1);
  };

  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key === 'ArrowDown' || e.key === 'ArrowUp') {
      e.preventDefault();
      if (!open) openList();
      else setActive((i) => nextEnabled(shown, i, e.key === 'ArrowDown' ? 1 : -1));
    } else if (e.key === 'Enter' && open) {
      // Picks the highlighted option instead of submitting the form.
      e.preventDefault();
      choose(shown[active]);
    } else if (e.key === 'Escape' && open) {
      e.preventDefault();
      close();
    }
  };

  return (
    <Field id={id} label={label} hint={hint} error={error} required={required} className={`min-w-0 ${className}`}>
      <div className="relative">
        <div className={`input w-full ${error ? 'input-error' : ''}`}>
          {icon && (
            <span className="text-base-content/60" aria-hidden="true">
              {icon}
            </span>
          )}
          <input
            ref={inputRef}
            id={id}
            type="text"
            role="combobox"
            aria-expanded={open}
            aria-controls={listId}
            aria-autocomplete="list"
            aria-activedescendant={open && active >= 0 ? `${id}-opt-${active}` : undefined}
            aria-invalid={error ? true : undefined}
            aria-describedby={error || hint ? `${id}-msg` : undefined}
            autoComplete="off"
            spellCheck={false}
            className="min-w-0 grow truncate"
            value={text}
            placeholder={placeholder}
            disabled={disabled}
            required={required}
            maxLength={200}
            onChange={(e) => type(e.target.value)}
            // Typing then replaces the chosen text instead of appending to it.
            onFocus={(e) => e.target.select()}
            onClick={() => !open && openList()}
            onKeyDown={onKeyDown}
            onBlur={close}
          />
          {value && !disabled ? (
            <button
              type="button"
              className="btn btn-ghost btn-xs btn-circle"
              aria-label={`Hapus pilihan ${label.toLowerCase()}`}
              onMouseDown={(e) => e.preventDefault()}
              onClick={() => {
                onChange('');
                setText('');
                inputRef.current?.focus();
                openList(options.slice(0, MAX_SHOWN));
              }}
            >
              <X className="size-4" aria-hidden="true" />
            </button>
          ) : (
            <ChevronsUpDown className="size-4 shrink-0 text-base-content/60" aria-hidden="true" />
          )}
        </div>
        <ul
          ref={listRef}
          id={listId}
          role="listbox"
          aria-label={`Pilihan ${label.toLowerCase()}`}
          hidden={!open}
          className="absolute inset-x-0 top-full z-30 mt-1 max-h-[300px] overflow-y-auto overscroll-contain rounded-box border border-base-300 bg-base-100 p-1 shadow-xl"
          onMouseDown={(e) => e.preventDefault()}
        >
          {shown.map((o, i) => {
            const isSelected = o.value === value;
            return (
              <li
                key={o.value}
                id={`${id}-opt-${i}`}
                role="option"
                aria-selected={isSelected}
                aria-disabled={o.disabled || undefined}
                className={`flex items-center gap-3 rounded-field px-3 py-2 text-sm ${
                  o.disabled ? 'cursor-not-allowed text-base-content/60' : 'cursor-pointer'
                } ${i === active ? 'bg-base-200' : ''}`}
                onMouseMove={() => !o.disabled && i !== active && setActive(i)}
                onClick={() => choose(o)}
              >
                <span className="flex min-w-0 flex-1 flex-col gap-0.5">
                  <span className={`truncate ${isSelected ? 'font-semibold text-primary' : 'font-medium'}`}>{o.label}</span>
                  {(o.detail || o.note) && (
                    <span className="flex min-w-0 items-center gap-2 text-xs text-base-content/70">
                      {o.detail && <span className="truncate">{o.detail}</span>}
                      {o.note && <span className="badge badge-ghost badge-xs shrink-0 font-semibold">{o.note}</span>}
                    </span>
                  )}
                </span>
                {isSelected && <Check className="size-4 shrink-0 text-primary" aria-hidden="true" />}
              </li>
            );
          })}
          {shown.length === 0 && (
            <li role="presentation" className="px-3 py-3 text-center text-sm text-base-content/70">
              {emptyText}
            </li>
          )}
          {matches.length > shown.length && (
            <li role="presentation" className="px-3 py-2 text-center text-xs text-base-content/70">
              {matches.length - shown.length} lainnya — ketik untuk mempersempit
            </li>
          )}
        </ul>
      </div>
    </Field>
  );
}
