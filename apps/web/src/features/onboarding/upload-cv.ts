// The CV upload from the browser, with progress (lib/api/upload-file.ts): onboarding's last step
// and the profile's CV section. The answer is what the API stored (its name sanitised).
import { studentCvResponseSchema, type StudentCv } from '@jenjang/domain';
import { uploadFile, type UploadOptions } from '@/lib/api/upload-file';

export const CV_UPLOAD_PATH = '/v1/job-portal/me/student/cv';

export async function uploadCv(file: File, options: UploadOptions): Promise<StudentCv> {
  return studentCvResponseSchema.parse(await uploadFile(CV_UPLOAD_PATH, file, options)).data.result;
}
