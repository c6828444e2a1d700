import { createFileRoute } from '@tanstack/react-router';
import { CompareGenderScreen } from '../../../screens/compareGender/CompareGenderScreen.tsx';
import { compareGenderSearchSchema } from '../../../screens/compareGender/compareGenderSearch.ts';

export const Route = createFileRoute('/_university/dashboards/comparegender')({
  validateSearch: compareGenderSearchSchema,
  component: CompareGenderScreen,
});
