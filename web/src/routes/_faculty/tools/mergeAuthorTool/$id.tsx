import { createFileRoute } from '@tanstack/react-router';
import { ScreenNotBuilt } from '../../../../components/ScreenNotBuilt.tsx';

/** Merge screen for one author (seed 002); the author arrives as route state. */
export const Route = createFileRoute('/_faculty/tools/mergeAuthorTool/$id')({
  component: MergeAuthorScreen,
});

function MergeAuthorScreen() {
  const { id } = Route.useParams();
  return <ScreenNotBuilt title={`Merge Author ${id}`} />;
}
