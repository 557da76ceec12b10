import { useState, type ChangeEvent } from 'react';

const ROWS_PER_PAGE_OPTIONS = [10, 25, 50];

/** Page state for an admin list served by offset and limit. */
export function usePagination() {
  const [page, setPage] = useState(0);
  const [rowsPerPage, setRowsPerPage] = useState(ROWS_PER_PAGE_OPTIONS[0]!);

  const tablePagination = (count: number) => ({
    count,
    page,
    rowsPerPage,
    rowsPerPageOptions: ROWS_PER_PAGE_OPTIONS,
    onPageChange: (_event: unknown, next: number) => setPage(next),
    onRowsPerPageChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => {
      setRowsPerPage(Number(event.target.value));
      setPage(0);
    },
  });

  return { offset: page * rowsPerPage, limit: rowsPerPage, tablePagination };
}

export type TablePaginationState = ReturnType<ReturnType<typeof usePagination>['tablePagination']>;
