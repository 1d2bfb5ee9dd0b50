import { keepPreviousData, useQuery, type QueryKey, type UseQueryOptions } from '@tanstack/react-query';

/** A page of a list; the page before stays on screen while the next one loads. */
export function useListQuery<Answer, Key extends QueryKey>(
  options: UseQueryOptions<Answer, Error, Answer, Key>,
) {
  return useQuery({ ...options, placeholderData: keepPreviousData });
}
