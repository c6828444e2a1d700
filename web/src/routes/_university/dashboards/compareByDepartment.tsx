import { createFileRoute } from '@tanstack/react-router';
import { CompareByDepartmentScreen } from '../../../screens/compareByDepartment/CompareByDepartmentScreen.tsx';
import { compareByDepartmentSearchSchema } from '../../../screens/compareByDepartment/compareByDepartmentSearch.ts';

export const Route = createFileRoute('/_university/dashboards/compareByDepartment')({
  validateSearch: compareByDepartmentSearchSchema,
  component: CompareByDepartmentScreen,
});
