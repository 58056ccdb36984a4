import { emailSchema } from '@jenjang/domain';
import { AuthMessages } from './auth-messages';
import { authMetadata, readAuthRoute, type AuthRouteProps } from './auth-route';
import { CreatePasswordFlow } from './create-password-flow';
import { loadJobDestination } from './load-job-destination';

export const createPasswordMetadata = authMetadata('createPassword');

/** The link in the imported-application mail carries `email` and `jobId`. */
export async function CreatePasswordPage(props: AuthRouteProps) {
  const { locale, query } = await readAuthRoute(props);
  const email = query('email');
  const destination = await loadJobDestination(query('jobId'), locale);
  return (
    <AuthMessages locale={locale}>
      <CreatePasswordFlow
        initialEmail={email && emailSchema.safeParse(email).success ? email : ''}
        destination={destination}
      />
    </AuthMessages>
  );
}
