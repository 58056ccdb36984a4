import { JobEditorPage } from '@/features/employer-area/job-editor-page';

export default JobEditorPage;
