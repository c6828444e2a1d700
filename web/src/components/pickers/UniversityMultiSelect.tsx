import { useQuery } from '@tanstack/react-query';
import { completedUniversitiesQueryOptions } from '../../api/universities/universityQueries.ts';
import { LimitedMultiSelect, type LimitedMultiSelectProps } from './LimitedMultiSelect.tsx';

export const UNIVERSITIES_FETCH_FAILED = 'Unable to fetch Universities Data!!!';

interface UniversityMultiSelectProps extends Omit<LimitedMultiSelectProps, 'data' | 'value' | 'onChange'> {
  /** chosen university ids */
  value: number[];
  onChange: (value: number[]) => void;
  /** universities that may not be chosen (Compare Gender leaves out the user's own) */
  excludeIds?: readonly number[];
  /** shown when the list cannot be loaded (Compare Gender has its own text) */
  loadErrorText?: string;
}

/** A multi-select of the completed universities (GET get_universities/completed). */
export function UniversityMultiSelect({
  value, onChange, excludeIds = [], label = 'Universities', error, loadErrorText = UNIVERSITIES_FETCH_FAILED, ...props
}: UniversityMultiSelectProps) {
  const universities = useQuery(completedUniversitiesQueryOptions());
  const data = (universities.data ?? [])
    .filter((university) => !excludeIds.includes(university._id))
    .map((university) => ({ value: String(university._id), label: university.name }));
  return (
    <LimitedMultiSelect
      label={label}
      placeholder={universities.isLoading ? 'Loading universities…' : 'Choose universities'}
      nothingFoundMessage="No university matches"
      {...props}
      data={data}
      value={value.map(String)}
      onChange={(next) => onChange(next.map(Number))}
      error={universities.isError ? loadErrorText : error}
    />
  );
}
