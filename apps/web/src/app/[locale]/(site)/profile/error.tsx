'use client';

import { ProfileError } from '@/features/profile/profile-error';

export default ProfileError;
