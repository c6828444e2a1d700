import { createFileRoute } from '@tanstack/react-router';
import { CompareSchoolsScreen } from '../../../screens/compareSchools/CompareSchoolsScreen.tsx';
import { compareSchoolsSearchSchema } from '../../../screens/compareSchools/compareSchoolsSearch.ts';

export const Route = createFileRoute('/_university/dashboards/compareSchools')({
  validateSearch: compareSchoolsSearchSchema,
  component: CompareSchoolsScreen,
});
