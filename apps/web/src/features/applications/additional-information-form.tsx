'use client';

// TODO(contracts): the fields of GET/PATCH additional-information-after-apply-job.
export function AdditionalInformationForm() {
  return null;
}
