import { PipelineLoading } from '@/features/pipeline/pipeline-loading';

export default PipelineLoading;
