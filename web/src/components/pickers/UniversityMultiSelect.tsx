import { useQuery } from '@tanstack/react-query';
import { allUniversitiesQueryOptions, completedUniversitiesQueryOptions } from '../../api/universities/universityQueries.ts';
import { LimitedMultiSelect, type LimitedMultiSelectProps } from './LimitedMultiSelect.tsx';
import { universityOptions } from './universityOptions.ts';

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

/** A multi-select of the completed universities (GET get_universities/completed), and any chosen one that is not (named from get_universities/all). */
export function UniversityMultiSelect({
  value, onChange, excludeIds = [], label = 'Universities', error, loadErrorText = UNIVERSITIES_FETCH_FAILED, ...props
}: UniversityMultiSelectProps) {
  const universities = useQuery(completedUniversitiesQueryOptions());
  const chosenElsewhere = universities.data !== undefined && value.some((id) => !universities.data.some((university) => university._id === id));
  const all = useQuery({ ...allUniversitiesQueryOptions(), enabled: chosenElsewhere });
  const data = universityOptions(universities.data ?? [], all.data ?? [], value, excludeIds);
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
