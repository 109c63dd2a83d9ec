// The class of an admin form's field that a problem can mark: field-classes.ts's input, turned red by
// aria-invalid. Apart from field-classes.ts because the visitor's pages load that one and use none of this.
import { inputClass } from './field-classes';

// Red by the attribute itself: a red border class added beside inputClass's grey one loses to it
// (Tailwind orders the two by its own rules, not the class list).
export const fieldClass = `${inputClass} aria-[invalid=true]:border-red-600`;
