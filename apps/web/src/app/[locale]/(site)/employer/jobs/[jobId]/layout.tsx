import { PipelineRouteLayout } from '@/features/pipeline/pipeline-route';

export default PipelineRouteLayout;
