import { createFileRoute } from '@tanstack/react-router';
import { ScreenNotBuilt } from '../../../../components/ScreenNotBuilt.tsx';

export const Route = createFileRoute('/_faculty/tools/mergeAuthorTool/')({
  component: () => <ScreenNotBuilt title="Merge Author Tool" />,
});
