// The CV upload from the browser, with progress (lib/api/upload-file.ts).
import { uploadFile, type UploadOptions } from '@/lib/api/upload-file';

export const CV_UPLOAD_PATH = '/v1/job-portal/me/student/cv';

export async function uploadCv(file: File, options: UploadOptions): Promise<void> {
  await uploadFile(CV_UPLOAD_PATH, file, options);
}
