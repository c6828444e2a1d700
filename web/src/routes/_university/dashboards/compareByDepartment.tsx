import { createFileRoute } from '@tanstack/react-router';
import { CompareByDepartmentScreen } from '../../../screens/compareByDepartment/CompareByDepartmentScreen.tsx';
import { parseCompareByDepartmentSearch } from '../../../screens/compareByDepartment/compareByDepartmentSearch.ts';

export const Route = createFileRoute('/_university/dashboards/compareByDepartment')({
  validateSearch: parseCompareByDepartmentSearch,
  component: CompareByDepartmentScreen,
});
