import type { ReactNode } from 'react';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { pageNumbers } from '../../domain/atlet/pagination';

interface PaginationProps {
  page: number;
  totalPages: number;
  onPageChange: (page: number) => void;
  /** Extra line before 'Halaman X dari Y' (e.g. the admin list's 'Menampilkan x-y dari n atlet'). */
  summary?: ReactNode;
  className?: string;
}

/** Pagination: 'Halaman X dari Y', previous/next and page numbers with '...' past 5 pages. */
export function Pagination({ page, totalPages, onPageChange, summary, className = '' }: PaginationProps) {
  const items = pageNumbers(page, totalPages);
  return (
    <nav className={`flex flex-col items-center justify-between gap-3 sm:flex-row ${className}`} aria-label="Navigasi halaman">
      <div className="text-sm text-base-content/80">
        {summary && <p>{summary}</p>}
        <p>
          Halaman {page} dari {totalPages}
        </p>
      </div>
      <div className="join">
        <button
          type="button"
          className="btn join-item btn-sm"
          onClick={() => onPageChange(page - 1)}
          disabled={page <= 1}
          aria-label="Halaman sebelumnya"
        >
          <ChevronLeft className="size-4" aria-hidden="true" />
        </button>
        {items.map((item, i) =>
          item === '...' ? (
            <span key={`gap-${i}`} className="btn join-item btn-sm btn-disabled pointer-events-none" aria-hidden="true">
              ...
            </span>
          ) : (
            <button
              key={item}
              type="button"
              className={`btn join-item btn-sm ${item === page ? 'btn-primary' : ''}`}
              onClick={() => onPageChange(item)}
              aria-current={item === page ? 'page' : undefined}
              aria-label={`Halaman ${item}`}
            >
              {item}
            </button>
          ),
        )}
        <button
          type="button"
          className="btn join-item btn-sm"
          onClick={() => onPageChange(page + 1)}
          disabled={page >= totalPages}
          aria-label="Halaman berikutnya"
        >
          <ChevronRight className="size-4" aria-hidden="true" />
        </button>
      </div>
    </nav>
  );
}
