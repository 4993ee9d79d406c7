import { FormSent } from '../../../components/forms/FormSent.tsx';

export default function Page() {
  return <FormSent form="contact" />;
}
