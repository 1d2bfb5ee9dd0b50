import { useParams } from 'react-router';
import { useIsSignedIn } from '#web/lib/session/auth-state';
import { CategoryChooser } from '../components/CategoryChooser';
import { EditAdLoader } from '../components/EditAdLoader';
import { PropertyFormScreen } from '../components/PropertyFormScreen';
import { categoryOfType } from '#web/entities/catalogue/category';
import { SignInRedirect } from '#web/components/SignInRedirect';

export { RouteError as ErrorBoundary } from '#web/components/route-error/RouteError';
export { PropertyFormPage as Component };

/**
 * /add-property/{type} posts a new ad of that category; /add-property/{type}/{propertyId} edits one
 * of the owner's ads (see entities/catalogue/category.ts for the accepted types). Signed-out visitors register first.
 */
export function PropertyFormPage() {
  const { type, propertyId } = useParams();
  const signedIn = useIsSignedIn();
  if (!signedIn) return <SignInRedirect />;
  if (propertyId !== undefined) return <EditAdLoader key={propertyId} id={Number(propertyId)} />;
  const category = categoryOfType(type);
  if (!category) return <CategoryChooser />;
  return <PropertyFormScreen key={category} category={category} />;
}
